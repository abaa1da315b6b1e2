import type { CollabOrderDetailData, CollabOrderPageData } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type CollabOrderRow = CollabOrderPageData['rows'][number];
export type CollabOrderState = CollabOrderRow['state'];
export type CollabOrderDetail = CollabOrderDetailData;
export type CollabOrderLine = CollabOrderDetail['lines'][number];
export type CollabOrderReply = CollabOrderDetail['replies'][number];

/** How a state shows: its title and an antd Tag preset colour. */
export interface CollabStateLook {
  label: string;
  color: string;
}

/**
 * The supplier-side states of an order (docs/design/scm-purchase.md → 供应链协同): 待确认 asks for an answer, 交期待确认
 * waits for the buyer to accept a later date, 发货中 has an ASN shipped and not all received.
 */
export const COLLAB_ORDER_STATES: Record<CollabOrderState, CollabStateLook> = {
  WAIT_CONFIRM: { label: '待确认', color: 'gold' },
  CONFIRMED: { label: '已确认', color: 'blue' },
  REFUSED: { label: '已拒绝', color: 'error' },
  DATE_PENDING: { label: '交期待确认', color: 'orange' },
  SHIPPING: { label: '发货中', color: 'cyan' },
  DONE: { label: '已完成', color: 'success' },
  CLOSED: { label: '已关闭', color: 'default' },
};

/** What a reply in the order's history was. */
export const REPLY_ACTIONS: Record<CollabOrderReply['action'], string> = {
  CONFIRM: '确认',
  REFUSE: '拒绝',
  REPLY_DATE: '回复交期',
  ASN_CREATE: '生成 ASN',
};

/** A state map as a condition's or a column's options, in its order. */
export function collabStateOptions<S extends string>(states: Record<S, CollabStateLook>): SearchOption[] {
  return (Object.keys(states) as S[]).map((value) => ({ value, title: states[value].label }));
}
