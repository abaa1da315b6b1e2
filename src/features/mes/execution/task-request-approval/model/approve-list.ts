import type { TaskRequest } from '@/entities/mes/mfg-task-request';
import type { RowCondition } from '@/shared/lib/table-query';

/** 待我审批 / 我已审批 / 全部: the page call's scope on the approver's screen. */
export type ApproveScope = 'TODO' | 'DONE' | 'ALL';
export const APPROVE_SCOPES: readonly { key: ApproveScope; label: string }[] = [
  { key: 'TODO', label: '待我审批' },
  { key: 'DONE', label: '我已审批' },
  { key: 'ALL', label: '全部' },
];

/** 审批 where the request waits for this user now. */
export const approvable: readonly RowCondition<TaskRequest>[] = [
  { field: 'state', op: 'eq', value: 'APPROVING' },
  { field: 'canApprove', op: 'eq', value: true },
];
