import { pidTree, ROOT_PID, subtreeIds, type PidNode } from '@/shared/lib/pid-tree';
import {
  pmDocCategoryListSource,
  type CallOptions,
  type PmDocCategoryListData,
  type PmDocCategoryListVariables,
} from '@/shared/api';

export type PmDocCategory = PmDocCategoryListData[number];
export type DocCategoryQuery = PmDocCategoryListVariables['body'];
/** A category with its sub-categories, as the tree table shows it. */
export type CategoryNode = PidNode<PmDocCategory>;

export { ROOT_PID, subtreeIds };

/** The flat list (pid) as a tree, siblings by sort then code; orphans show at the top level (`pidTree`). */
export const categoryTree = (rows: readonly PmDocCategory[]): CategoryNode[] => pidTree(rows);

/** The tree table's source: the list call, answered as a tree. */
export const categorySource = {
  ...pmDocCategoryListSource,
  fetch: async (query: DocCategoryQuery, options?: CallOptions): Promise<CategoryNode[]> =>
    categoryTree(await pmDocCategoryListSource.fetch(query, options)),
};
