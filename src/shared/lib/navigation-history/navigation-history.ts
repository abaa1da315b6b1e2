/**
 * The back history of product.md §2.2 / §4.6, kept in session storage under `history`: full paths, newest last.
 * Unlike the original (whose trimming discarded everything), the cap keeps the last 20 entries.
 */
export const HISTORY_CAP = 20;
export const HISTORY_EXCLUDED_PREFIXES = ['/login', '/register', '/forget', '/welcome'] as const;

function split(fullPath: string): { path: string; query: URLSearchParams } {
  const url = new URL(fullPath, 'http://app.invalid');
  return { path: url.pathname, query: url.searchParams };
}

/** An id-type query parameter names a record: `id` or anything ending in `Id` / `_id`. */
const isIdKey = (key: string) => key === 'id' || /(Id|_id)$/.test(key);

function idsChanged(a: URLSearchParams, b: URLSearchParams): boolean {
  const keys = new Set([...a.keys(), ...b.keys()].filter(isIdKey));
  return [...keys].some((key) => a.get(key) !== b.get(key));
}

export function isRecorded(fullPath: string): boolean {
  const { path } = split(fullPath);
  return !HISTORY_EXCLUDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The history after visiting `fullPath`. */
export function recordVisit(entries: readonly string[], fullPath: string, cap = HISTORY_CAP): string[] {
  if (!isRecorded(fullPath)) return [...entries];
  const last = entries.at(-1);
  if (last === fullPath) return [...entries];
  let next = [...entries];
  if (last !== undefined) {
    const before = split(last);
    const now = split(fullPath);
    // Same page with another query (a filter, a tab) replaces the entry, unless it now shows another record.
    if (before.path === now.path && !idsChanged(before.query, now.query)) next = next.slice(0, -1);
  }
  next.push(fullPath);
  return next.slice(-cap);
}

/** Where "back" goes: the second-to-last entry, and the history without the last two (the visit re-adds it). */
export function goBack(entries: readonly string[]): { target: string; rest: string[] } | undefined {
  if (entries.length < 2) return undefined;
  return { target: entries[entries.length - 2] as string, rest: entries.slice(0, -2) };
}
