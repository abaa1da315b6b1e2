import type { HistoryRouterProps } from 'react-router-dom';

interface Visit {
  readonly seq: number;
  readonly fullPath: string;
}

interface RouterLocation {
  pathname: string;
  search: string;
}

/** The router's history (react-router's browser or memory history): it takes one listener, the router's. */
type History = HistoryRouterProps['history'];

const LIMIT = 50;
let visits: readonly Visit[] = [];
let lastSeq = 0;

function record({ pathname, search }: RouterLocation): void {
  const fullPath = `${pathname}${search}`;
  if (visits.at(-1)?.fullPath === fullPath) return;
  lastSeq += 1;
  visits = [...visits.slice(1 - LIMIT), { seq: lastSeq, fullPath }];
}

/**
 * Records every location the router enters, in order, the moment it enters it. React renders router updates as
 * transitions, and transitions still pending are rendered together: after quick navigations the workspace may only
 * ever render the last location. The log keeps the ones it skipped, so each still gets its tab (product.md §2.4).
 */
export function followHistory(history: History): History {
  record(history.location);
  // The same history (its location and action are read through the prototype), listened to through the log.
  const followed = Object.create(history) as History;
  followed.listen = (listener) =>
    history.listen((update) => {
      record(update.location);
      listener(update);
    });
  return followed;
}

/** The full path the router is at now: it can be ahead of the location React has rendered (a pending transition). */
export function currentVisit(): string | undefined {
  return visits.at(-1)?.fullPath;
}

/**
 * The full paths entered since visit `after` up to the latest visit of `fullPath`, ending with `fullPath`, and
 * that visit's number. Without `after` (a workspace just mounted), or when the log does not have `fullPath`, only
 * `fullPath`.
 */
export function visitsUpTo(after: number | undefined, fullPath: string): { fullPaths: string[]; seq: number } {
  const index = visits.findLastIndex((visit) => visit.fullPath === fullPath);
  const target = visits[index];
  if (!target) return { fullPaths: [fullPath], seq: after ?? 0 };
  if (after === undefined || after >= target.seq) return { fullPaths: [fullPath], seq: target.seq };
  const passed = visits.slice(0, index + 1).filter((visit) => visit.seq > after);
  return { fullPaths: passed.map((visit) => visit.fullPath), seq: target.seq };
}
