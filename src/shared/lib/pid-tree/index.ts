/** A record of a flat list that names its parent: '0' (or an id not in the list) is the top level. */
export interface PidRow {
  id: string;
  pid: string;
  code: string;
  sort?: number;
}

export type PidNode<T> = T & { children?: PidNode<T>[] };

export const ROOT_PID = '0';

/**
 * The flat list as a tree, siblings by sort then code. A row whose parent is not in the list (filtered out) shows at
 * the top level rather than disappearing; a loop in the data is cut, not followed.
 */
export function pidTree<T extends PidRow>(rows: readonly T[]): PidNode<T>[] {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string, T[]>();
  for (const row of rows) {
    const parent = row.pid !== ROOT_PID && ids.has(row.pid) ? row.pid : ROOT_PID;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (pid: string, seen: ReadonlySet<string>): PidNode<T>[] =>
    (byParent.get(pid) ?? [])
      .filter((row) => !seen.has(row.id))
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.code.localeCompare(b.code))
      .map((row) => {
        const children = build(row.id, new Set([...seen, row.id]));
        return children.length > 0 ? { ...row, children } : { ...row };
      });
  return build(ROOT_PID, new Set());
}

/** The row and everything under it: none of them can become its parent (that would make a loop). */
export function subtreeIds(rows: readonly PidRow[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (!found.has(row.id) && found.has(row.pid)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}
