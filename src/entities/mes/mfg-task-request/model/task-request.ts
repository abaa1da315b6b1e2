import type { MfgTaskRequestDetailData, MfgTaskRequestPageData, MfgTaskRequestPageVariables } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type TaskRequest = MfgTaskRequestPageData['rows'][number];
export type TaskRequestDetail = MfgTaskRequestDetailData;
export type TaskRequestQuery = MfgTaskRequestPageVariables['body'];
export type TaskRequestType = TaskRequest['requestType'];
export type TaskRequestState = TaskRequest['state'];

/** The five kinds of request on a production task (MfgTaskRequestType), and which of them ask for what. */
export const REQUEST_TYPES: Record<TaskRequestType, { label: string; quantity: boolean; targetLine: boolean }> = {
  REWORK: { label: '返工申请', quantity: true, targetLine: false },
  FEED: { label: '补料申请', quantity: true, targetLine: false },
  TRANSFER: { label: '转线申请', quantity: false, targetLine: true },
  URGENT: { label: '加急申请', quantity: false, targetLine: false },
  OVER_PLAN: { label: '超计划生产申请', quantity: true, targetLine: false },
};
export const REQUEST_TYPE_OPTIONS: readonly SearchOption[] = (Object.keys(REQUEST_TYPES) as TaskRequestType[]).map(
  (type) => ({ value: type, title: REQUEST_TYPES[type].label }),
);

/** 草稿 → 审批中 → 已通过 / 已驳回 (撤回 brings 审批中 back to 草稿). */
export const TASK_REQUEST_STATE_OPTIONS: readonly SearchOption[] = [
  { value: 'DRAFT', title: '草稿' },
  { value: 'APPROVING', title: '审批中' },
  { value: 'APPROVED', title: '已通过' },
  { value: 'REJECTED', title: '已驳回' },
];

/** '12 台' for the kinds with a quantity, '-' otherwise. */
export const quantityText = (request: Pick<TaskRequest, 'quantity' | 'unitName'>) =>
  request.quantity == null ? '-' : `${request.quantity} ${request.unitName}`;

/** The business type whose approval process a task request's submit starts (product.md §4.5). */
export const TASK_REQUEST_BIZ_TYPE = 'MFG_TASK_REQUEST';
