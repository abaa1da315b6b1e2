import dayjs, { type Dayjs } from 'dayjs';
import type { PlannedDowntime } from '@/entities/mes/equipment';
import { DATE_FORMAT } from '@/shared/config';

/** The list call's range for the month shown: its first and last day. */
export function monthRange(month: Dayjs): { startDate: string; endDate: string } {
  return {
    startDate: month.startOf('month').format(DATE_FORMAT.date),
    endDate: month.endOf('month').format(DATE_FORMAT.date),
  };
}

/** The downtimes on a day: those that start, run through or end on it (a downtime across midnight shows on both days). */
export function downtimesOn(day: string, downtimes: readonly PlannedDowntime[]): PlannedDowntime[] {
  return downtimes.filter((d) => d.startTime.slice(0, 10) <= day && day <= d.endTime.slice(0, 10));
}

/** '08:00–12:00' on a one-day downtime; '11-29 20:00–11-30 08:00' across days. */
export function timeSpan(d: Pick<PlannedDowntime, 'startTime' | 'endTime'>): string {
  const sameDay = d.startTime.slice(0, 10) === d.endTime.slice(0, 10);
  const at = (t: string) => (sameDay ? t.slice(11, 16) : dayjs(t).format('MM-DD HH:mm'));
  return `${at(d.startTime)}–${at(d.endTime)}`;
}
