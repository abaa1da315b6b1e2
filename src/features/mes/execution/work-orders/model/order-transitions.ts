import type { MfgOrderRow, MfgOrderStatus } from '@/entities/mes/mfg-order';
import type { RowCondition } from '@/shared/lib/table-query';

/** A change of a work order's state, named for its button. */
export type OrderTransition = 'release' | 'start' | 'finish' | 'close' | 'cancel';

/** What each transition is called and which permission it needs (mfgOrder:release …). */
export const TRANSITIONS: Record<OrderTransition, { title: string; danger?: boolean }> = {
  release: { title: '下达' },
  start: { title: '开工' },
  finish: { title: '完工' },
  close: { title: '关闭' },
  cancel: { title: '取消', danger: true },
};

/**
 * The state machine: 草稿 → 已下达 → 生产中 → 已完工 → 已关闭; 取消 from 草稿 or 已下达. 生产中 is also set by the
 * first report on a task (server side). 编辑 and 删除 only in 草稿.
 */
export const TRANSITIONS_FROM: Record<MfgOrderStatus, readonly OrderTransition[]> = {
  DRAFT: ['release', 'cancel'],
  RELEASED: ['start', 'cancel'],
  IN_PROGRESS: ['finish'],
  FINISHED: ['close'],
  CLOSED: [],
  CANCELLED: [],
};

export const isDraft = (order: Pick<MfgOrderRow, 'status'>) => order.status === 'DRAFT';

/** The row condition under which a transition is offered (the states it leaves from). */
export function transitionWhen(transition: OrderTransition): RowCondition<MfgOrderRow> {
  const states = (Object.keys(TRANSITIONS_FROM) as MfgOrderStatus[]).filter((s) =>
    TRANSITIONS_FROM[s].includes(transition),
  );
  return { field: 'status', op: 'in', value: states };
}

/** Completing short of the plan is allowed, but the user confirms it with a reason. */
export const isShort = (order: Pick<MfgOrderRow, 'completedQuantity' | 'plannedQuantity'>) =>
  order.completedQuantity < order.plannedQuantity;
