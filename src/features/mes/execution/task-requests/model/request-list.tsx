import type { TaskRequest } from '@/entities/mes/mfg-task-request';
import { mfgTaskRequestPageSource } from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';

const mine: RowCondition<TaskRequest> = { field: 'mine', op: 'eq', value: true };

/** 编辑/删除/提交 on the user's own drafts; 撤回 on the user's own request under approval (back to 草稿). */
export const requestActionWhen = {
  draft: [{ field: 'state', op: 'eq', value: 'DRAFT' }, mine] as readonly RowCondition<TaskRequest>[],
  approving: [{ field: 'state', op: 'eq', value: 'APPROVING' }, mine] as readonly RowCondition<TaskRequest>[],
};

export const requestSource = mfgTaskRequestPageSource;
