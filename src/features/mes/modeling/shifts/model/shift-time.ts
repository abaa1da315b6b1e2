/** Shift times are 'HH:mm' on a 24-hour clock; an end not after the start is on the next day. */
const DAY = 24 * 60;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export interface TimeRange {
  startTime: string;
  endTime: string;
}

export function isTime(value: string): boolean {
  return TIME.test(value);
}

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

/** True when the range ends on the next day (20:00–08:00). */
export function crossesMidnight({ startTime, endTime }: TimeRange): boolean {
  return minutes(endTime) <= minutes(startTime);
}

/** The range as minutes from the shift's start day: the end after the start, at most a day later. */
function span(range: TimeRange, dayStart: number): [number, number] {
  let start = minutes(range.startTime);
  if (start < dayStart) start += DAY;
  let end = minutes(range.endTime);
  while (end <= start) end += DAY;
  return [start, end];
}

/** The shift's length in minutes (20:00–08:00 is 720; equal times are a whole day). */
export function shiftMinutes(shift: TimeRange): number {
  const [start, end] = span(shift, 0);
  return end - start;
}

/** Why the breaks do not fit the shift (outside it, or overlapping), or undefined when they do. */
export function breaksProblem(shift: TimeRange, breaks: readonly TimeRange[]): string | undefined {
  if (breaks.some((item) => !isTime(item.startTime) || !isTime(item.endTime)))
    return '休息时段请按 HH:mm 填写开始和结束，如 00:00';
  const [shiftStart, shiftEnd] = span(shift, 0);
  const spans = breaks.map((item) => span(item, shiftStart)).sort((a, b) => a[0] - b[0]);
  const outside = spans.findIndex(([start, end]) => start < shiftStart || end > shiftEnd);
  if (outside >= 0) return `休息时段须在班次 ${shift.startTime}–${endLabel(shift)} 之内`;
  for (let index = 1; index < spans.length; index += 1) {
    const previous = spans[index - 1];
    const current = spans[index];
    if (previous && current && current[0] < previous[1]) return '休息时段不能重叠';
  }
  return undefined;
}

/** The minutes of breaks (each counted once, across midnight too). */
export function breakMinutes(breaks: readonly TimeRange[]): number {
  return breaks.reduce(
    (total, item) => total + (isTime(item.startTime) && isTime(item.endTime) ? shiftMinutes(item) : 0),
    0,
  );
}

/** 有效工时 = 时长 − 休息. */
export function workMinutes(shift: TimeRange, breaks: readonly TimeRange[]): number {
  return shiftMinutes(shift) - breakMinutes(breaks);
}

/** '次日 08:00' for an end on the next day. */
export function endLabel(shift: TimeRange): string {
  return crossesMidnight(shift) ? `次日 ${shift.endTime}` : shift.endTime;
}

/** Minutes as hours: 720 → '12 小时', 690 → '11.5 小时', 475 → '7.92 小时'. */
export function hoursLabel(total: number): string {
  return `${Number((total / 60).toFixed(2))} 小时`;
}
