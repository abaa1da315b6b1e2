import type { PmInitiationPageData } from '@/shared/api';
import type { RowCondition, SearchOption } from '@/shared/lib/table-query';

/** 草稿 → 审批中 → 已通过 / 已驳回, 审批中 → 已撤回: the states every collaboration request goes through (PmInitiationState). */
export type RequestState = PmInitiationPageData['rows'][number]['state'];

export const REQUEST_STATES: Record<
  RequestState,
  { label: string; badge: 'default' | 'processing' | 'success' | 'error' | 'warning' }
> = {
  DRAFT: { label: '草稿', badge: 'default' },
  APPROVING: { label: '审批中', badge: 'processing' },
  APPROVED: { label: '已通过', badge: 'success' },
  REJECTED: { label: '已驳回', badge: 'error' },
  REVOKED: { label: '已撤回', badge: 'warning' },
};

export const REQUEST_STATE_OPTIONS: readonly SearchOption[] = (Object.keys(REQUEST_STATES) as RequestState[]).map(
  (state) => ({
    value: state,
    title: REQUEST_STATES[state].label,
  }),
);

/** Edited, deleted and submitted (again) by the applicant from these; revoked while 审批中. */
export const EDITABLE_STATES: readonly RequestState[] = ['DRAFT', 'REJECTED', 'REVOKED'];

/** What the row actions read: the state, whether the request is the user's, whether the user approves it now. */
export interface ApprovalRow {
  state: RequestState;
  mine: boolean;
  canApprove: boolean;
}

type Field<Row> = Extract<keyof Row, string>;

/**
 * The visibility of a request's row actions (product.md §4.1 conditions): 编辑/删除/提交 on the user's own drafts, rejected and
 * revoked requests; 撤回 on the user's own request under approval; 审批 where the user is the current approver.
 */
export function requestActionConditions<Row extends ApprovalRow>() {
  const state = 'state' as Field<Row>;
  const mine: RowCondition<Row> = { field: 'mine' as Field<Row>, op: 'eq', value: true };
  return {
    editable: [{ field: state, op: 'in', value: EDITABLE_STATES }, mine] as readonly RowCondition<Row>[],
    revocable: [{ field: state, op: 'eq', value: 'APPROVING' }, mine] as readonly RowCondition<Row>[],
    approvable: [
      { field: state, op: 'eq', value: 'APPROVING' },
      { field: 'canApprove' as Field<Row>, op: 'eq', value: true },
    ] as readonly RowCondition<Row>[],
  };
}

/** 我的申请 / 待我审批 / 全部: which requests the list shows (the page call's `scope`). */
export type RequestScope = 'MINE' | 'TODO' | 'ALL';
export const REQUEST_SCOPES: readonly { key: RequestScope; label: string }[] = [
  { key: 'MINE', label: '我的申请' },
  { key: 'TODO', label: '待我审批' },
  { key: 'ALL', label: '全部' },
];
