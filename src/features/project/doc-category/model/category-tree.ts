import { pmDocCategoryListSource, type CallOptions, type PmDocCategoryListData, type PmDocCategoryListVariables } from '@/shared/api';

export type PmDocCategory = PmDocCategoryListData[number];
export type DocCategoryQuery = PmDocCategoryListVariables['body'];
/** A category with its sub-categories, as the tree table shows it. */
export type CategoryNode = PmDocCategory & { children?: CategoryNode[] };

export const ROOT_PID = '0';

/**
 * The flat list (pid) as a tree, siblings by sort then code. A category whose parent is not in the list (filtered
 * out, or an orphan) shows at the top level rather than disappearing.
 */
export function categoryTree(rows: readonly PmDocCategory[]): CategoryNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string, PmDocCategory[]>();
  for (const row of rows) {
    const parent = row.pid !== ROOT_PID && ids.has(row.pid) ? row.pid : ROOT_PID;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (pid: string, seen: ReadonlySet<string>): CategoryNode[] =>
    (byParent.get(pid) ?? [])
      .filter((row) => !seen.has(row.id))
      .sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code))
      .map((row) => {
        const children = build(row.id, new Set([...seen, row.id]));
        return children.length > 0 ? { ...row, children } : { ...row };
      });
  return build(ROOT_PID, new Set());
}

/** The category and everything under it: none of them can become its parent (that would make a loop). */
export function subtreeIds(rows: readonly PmDocCategory[], id: string): Set<string> {
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

/** The tree table's source: the list call, answered as a tree. */
export const categorySource = {
  ...pmDocCategoryListSource,
  fetch: async (query: DocCategoryQuery, options?: CallOptions): Promise<CategoryNode[]> =>
    categoryTree(await pmDocCategoryListSource.fetch(query, options)),
};
