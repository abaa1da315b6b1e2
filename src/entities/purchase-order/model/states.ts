import type { PoAodApplyPageData, PoOrderChangePageData, PoOrderDetailData, PoOrderPageData } from '@/shared/api';
import type { StateLook } from '@/shared/ui/state-tag';

export type PoOrderRow = PoOrderPageData['rows'][number];
export type PoOrderState = PoOrderRow['state'];
export type PoOrderLine = PoOrderDetailData['lines'][number];
export type PoOrderLineState = PoOrderLine['state'];
export type PoChangeRow = PoOrderChangePageData['rows'][number];
export type PoChangeState = PoChangeRow['state'];
export type PoAodRow = PoAodApplyPageData['rows'][number];
export type PoAodState = PoAodRow['state'];

/** 订单状态 (docs/design/scm-purchase.md → 采购订单). */
export const PO_ORDER_STATES: Record<PoOrderState, StateLook> = {
  DRAFT: { label: '草稿', color: 'default' },
  PENDING: { label: '待审核', color: 'processing' },
  APPROVED: { label: '已审核', color: 'blue' },
  PARTIAL: { label: '部分到货', color: 'cyan' },
  RECEIVED: { label: '全部到货', color: 'success' },
  CLOSED: { label: '已关闭', color: 'purple' },
  REJECTED: { label: '已驳回', color: 'error' },
  CANCELLED: { label: '已取消', color: 'default' },
};

/** 明细状态. */
export const PO_LINE_STATES: Record<PoOrderLineState, StateLook> = {
  OPEN: { label: '未到货', color: 'default' },
  PARTIAL: { label: '部分到货', color: 'cyan' },
  RECEIVED: { label: '已到齐', color: 'success' },
  CLOSED: { label: '已关闭', color: 'purple' },
  CANCELLED: { label: '已取消', color: 'default' },
};

/** 变更状态. */
export const PO_CHANGE_STATES: Record<PoChangeState, StateLook> = {
  DRAFT: { label: '草稿', color: 'default' },
  PENDING: { label: '待审核', color: 'processing' },
  EFFECTIVE: { label: '已生效', color: 'success' },
  REJECTED: { label: '已驳回', color: 'error' },
};

/** AOD 申请状态. */
export const PO_AOD_STATES: Record<PoAodState, StateLook> = {
  DRAFT: { label: '草稿', color: 'default' },
  PENDING: { label: '待审核', color: 'processing' },
  APPROVED: { label: '已通过', color: 'success' },
  REJECTED: { label: '已驳回', color: 'error' },
};

export { stateOptions, type StateLook } from '@/shared/ui/state-tag';
