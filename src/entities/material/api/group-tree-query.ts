import { queryOptions } from '@tanstack/react-query';
import { cdMaterialGroupTree, cdMaterialGroupTreeQueryKey } from '@/shared/api';

const enabledGroups = { body: { status: '0' } };

/** The enabled material groups as a tree (selector, material list, material form); its failure is shown in place (product.md §8). */
export const materialGroupTreeQuery = queryOptions({
  queryKey: cdMaterialGroupTreeQueryKey(enabledGroups),
  queryFn: ({ signal }) => cdMaterialGroupTree(enabledGroups, { signal, quiet: true }),
});

/** product.md §8: '获取物料分组失败：{message}'. */
export const groupTreeFailure = (message: string) => `获取物料分组失败：${message}`;
