import type { PmWorkbenchRoadMapListData } from '@/shared/api';

export type RoadMapProject = PmWorkbenchRoadMapListData[number];
export type RoadMapPhase = RoadMapProject['phases'][number];

/** A date (YYYY-MM-DD) as a day number, free of time zones. */
const dayOf = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};
const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (y: number, m: number) => `${y}-${pad(m)}-01`;

/** Where on the time axis, in percent of its width. */
export interface AxisSpan {
  left: number;
  width: number;
}

export interface RoadMapMonth extends AxisSpan {
  year: number;
  month: number;
}

export interface RoadMapRow {
  project: RoadMapProject;
  spans: (AxisSpan & { phase: RoadMapPhase })[];
}

export interface RoadMapLayout {
  months: RoadMapMonth[];
  years: (AxisSpan & { year: number })[];
  rows: RoadMapRow[];
  /** Where today is, when it falls inside the axis. */
  today: number | undefined;
}

/** The whole months from `from`'s month to `to`'s month, inclusive. */
function monthsBetween(from: string, to: string): { year: number; month: number; start: string }[] {
  const [fy = 0, fm = 1] = from.split('-').map(Number);
  const [ty = 0, tm = 1] = to.split('-').map(Number);
  const list = [];
  for (let y = fy, m = fm; y < ty || (y === ty && m <= tm); m === 12 ? ((y += 1), (m = 1)) : (m += 1))
    list.push({ year: y, month: m, start: monthStart(y, m) });
  return list;
}

/**
 * The road map's geometry: an axis of whole months from the earliest start to the latest end (or the `window`
 * given, e.g. a compact view around today), each project's phases as spans on it (cut at the window), today's line.
 */
export function roadMapLayout(
  projects: readonly RoadMapProject[],
  today: string,
  window?: { from: string; to: string },
): RoadMapLayout {
  const dates = projects.flatMap((p) => [
    p.startDate,
    p.planEndDate,
    ...p.phases.flatMap((ph) => [ph.startDate, ph.endDate]),
  ]);
  const first = window?.from ?? dates.reduce((a, b) => (b < a ? b : a), today);
  const last = window?.to ?? dates.reduce((a, b) => (b > a ? b : a), today);
  const months = monthsBetween(first, last);
  const axisStart = dayOf(months[0]?.start ?? first);
  const lastMonth = months.at(-1);
  const axisEnd = lastMonth
    ? dayOf(
        lastMonth.month === 12 ? monthStart(lastMonth.year + 1, 1) : monthStart(lastMonth.year, lastMonth.month + 1),
      )
    : axisStart + 1;
  const total = axisEnd - axisStart;
  const at = (day: number) => ((day - axisStart) / total) * 100;
  // A span covers its end day too: it runs to the start of the next day.
  const spanOf = (from: string, to: string): AxisSpan | undefined => {
    const start = Math.max(dayOf(from), axisStart);
    const end = Math.min(dayOf(to) + 1, axisEnd);
    return end > start ? { left: at(start), width: at(end) - at(start) } : undefined;
  };

  const monthSpans = months.map((m, i) => {
    const next = months[i + 1];
    const end = next ? dayOf(next.start) : axisEnd;
    return { year: m.year, month: m.month, left: at(dayOf(m.start)), width: at(end) - at(dayOf(m.start)) };
  });
  const years: RoadMapLayout['years'] = [];
  for (const m of monthSpans) {
    const current = years.at(-1);
    if (current?.year === m.year) current.width += m.width;
    else years.push({ year: m.year, left: m.left, width: m.width });
  }
  const rows = projects.map((project) => ({
    project,
    spans: project.phases.flatMap((phase) => {
      const span = spanOf(phase.startDate, phase.endDate);
      return span ? [{ ...span, phase }] : [];
    }),
  }));
  const todayDay = dayOf(today);
  return {
    months: monthSpans,
    years,
    rows,
    today: todayDay >= axisStart && todayDay < axisEnd ? at(todayDay) : undefined,
  };
}

/** A window of whole months around a day: `before` months back, `after` months on (the workbench's compact view). */
export function windowAround(today: string, before: number, after: number): { from: string; to: string } {
  const [y = 0, m = 1] = today.split('-').map(Number);
  const shift = (n: number) => {
    const index = y * 12 + (m - 1) + n;
    return monthStart(Math.floor(index / 12), (index % 12) + 1);
  };
  return { from: shift(-before), to: shift(after) };
}
