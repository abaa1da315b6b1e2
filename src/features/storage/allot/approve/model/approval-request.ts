import { queryOptions } from '@tanstack/react-query';
import { stAllotDetail, stAllotDetailQueryKey, type StAllotDetailData, type StAllotPageData } from '@/shared/api';

export type ApprovalRow = StAllotPageData['rows'][number];

/**
 * A transfer as the approval drawer reads it: a request whose `state` is its 调拨 state (APPROVING 待审批 is what the
 * decision waits for), not the storage document's DRAFT / SUBMITTED / POSTED (docs/design/scm-storage-2.md → 调拨管理).
 */
export type AllotRequest = Omit<StAllotDetailData, 'state'> & { state: StAllotDetailData['allotState'] };

export function asRequest(detail: StAllotDetailData): AllotRequest {
  return { ...detail, state: detail.allotState };
}

/** The detail as a request (its own query key: the list's detail keeps the document's shape). */
export const allotRequestQuery = (id: string) =>
  queryOptions({
    queryKey: [...stAllotDetailQueryKey({ query: { id } }), 'request'] as const,
    queryFn: async ({ signal }) => asRequest(await stAllotDetail({ query: { id } }, { signal })),
  });
