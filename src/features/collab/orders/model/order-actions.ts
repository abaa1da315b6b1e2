import type { CollabOrderRow, CollabOrderState } from '@/entities/collab/order';
import type { RowCondition } from '@/shared/lib/table-query';

/**
 * Which supplier actions each state allows (docs/design/scm-purchase.md → 供应链协同): 确认 and 拒绝 answer a waiting
 * order; 回复交期 while anything is still to ship; 生成 ASN from a confirmed or shipping order; 打印标签 once an ASN
 * has shipped.
 */
export const ACTION_STATES = {
  confirm: ['WAIT_CONFIRM'],
  refuse: ['WAIT_CONFIRM'],
  reply: ['WAIT_CONFIRM', 'CONFIRMED', 'DATE_PENDING', 'SHIPPING'],
  asn: ['CONFIRMED', 'SHIPPING'],
} as const satisfies Record<string, readonly CollabOrderState[]>;

export type OrderAction = keyof typeof ACTION_STATES;

/** The row condition of an action: the row's state is one its action allows. */
export const whenState = (action: OrderAction): RowCondition<CollabOrderRow> => ({
  field: 'state',
  op: 'in',
  value: ACTION_STATES[action],
});

/** An order whose ASNs shipped something: its labels can be printed. */
export const SHIPPED: RowCondition<CollabOrderRow> = { field: 'qtyShipped', op: 'gt', value: 0 };

/** Whether an action is allowed for an order in this state. */
export function allows(action: OrderAction, state: CollabOrderState): boolean {
  return (ACTION_STATES[action] as readonly CollabOrderState[]).includes(state);
}

/** Why the selected orders cannot be confirmed together (one not waiting), or undefined when they can. */
export function confirmRefusal(orders: readonly Pick<CollabOrderRow, 'orderNo' | 'state'>[]): string | undefined {
  if (orders.length === 0) return '请先选择待确认的订单';
  const answered = orders.filter((order) => !allows('confirm', order.state)).map((order) => order.orderNo);
  return answered.length > 0 ? `只能确认待确认的订单，${answered.join('、')} 不是待确认状态` : undefined;
}
