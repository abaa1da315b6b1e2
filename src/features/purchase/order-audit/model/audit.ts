import type { PoOrderAuditPageData } from '@/shared/api';
import type { StateLook } from '@/entities/purchase-order';

export type AuditRow = PoOrderAuditPageData['rows'][number];
export type AuditBizType = AuditRow['bizType'];
export type AuditScope = 'WAITING' | 'DONE';

/** 单据类型: what waits for the approver, in its colour. */
export const AUDIT_BIZ_TYPES: Record<AuditBizType, StateLook> = {
  ORDER: { label: '采购订单', color: 'blue' },
  CHANGE: { label: '订单变更', color: 'purple' },
};

/** 我的审核: how the signed-in approver decided. */
export const AUDIT_RESULTS: Record<AuditRow['state'], StateLook> = {
  WAITING: { label: '待审核', color: 'processing' },
  APPROVED: { label: '已通过', color: 'success' },
  REJECTED: { label: '已驳回', color: 'error' },
};

/** The items an approval or a rejection names: each by its type and id. */
export const auditItems = (rows: readonly AuditRow[]) => rows.map(({ bizType, id }) => ({ bizType, id }));

/** 驳回 needs an opinion; 通过 may go without one (sent as null). */
export function opinionProblem(decision: 'approve' | 'reject', opinion: string): string | undefined {
  return decision === 'reject' && !opinion.trim() ? '请填写驳回意见，说明需要修改什么' : undefined;
}
