import { useQuery } from '@tanstack/react-query';
import { pmProjDetail, pmProjDetailQueryKey } from '@/shared/api';

/**
 * The project a project-area page is about (product.md §2.3). Quiet: the project layout says '获取项目信息失败：…' itself
 * (product.md §8) instead of the generic toast.
 */
export function useProjectDetail(id: string | undefined) {
  const variables = { query: { id: id ?? '' } };
  return useQuery({
    queryKey: pmProjDetailQueryKey(variables),
    queryFn: ({ signal }) => pmProjDetail(variables, { signal, quiet: true }),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}
