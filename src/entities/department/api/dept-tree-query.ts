import { queryOptions, type QueryKey } from '@tanstack/react-query';
import {
  sysDeptTree,
  sysDeptTreeByOrgType,
  sysDeptTreeByOrgTypeQueryKey,
  sysDeptTreeQueryKey,
  type SysDeptTreeData,
} from '@/shared/api';

/** 1 company, 2 production department (workshop), 3 functional department (openapi/README.md). */
export type OrgType = 1 | 2 | 3;

/** product.md §8 text for a failed department fetch, shown where the tree would be. */
export const deptTreeFailure = (message: string) => `获取组织部门失败：${message}`;

/**
 * The organisation tree, or only the departments of one org type under their company (the line selector and the
 * production-line form use orgType 2). Asked quietly: the tree's own place says what failed (product.md §8).
 */
export function deptTreeQueryOptions(orgType?: OrgType) {
  const byType = orgType === undefined ? undefined : { query: { orgType } };
  const queryKey: QueryKey = byType ? sysDeptTreeByOrgTypeQueryKey(byType) : sysDeptTreeQueryKey();
  return queryOptions<SysDeptTreeData>({
    queryKey,
    queryFn: ({ signal }) =>
      byType ? sysDeptTreeByOrgType(byType, { signal, quiet: true }) : sysDeptTree(undefined, { signal, quiet: true }),
  });
}
