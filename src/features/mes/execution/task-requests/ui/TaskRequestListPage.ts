import {
  TASK_REQUEST_BIZ_TYPE,
  taskRequestColumns,
  taskRequestConditions,
  type TaskRequest,
} from '@/entities/mes/mfg-task-request';
import { workflowSubmitAction } from '@/entities/workflow';
import { mfgTaskRequest, mfgTaskRequestDelete, mfgTaskRequestRevoke, mfgTaskRequestSubmit } from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const mine: RowCondition<TaskRequest> = { field: 'mine', op: 'eq', value: true };
/** 编辑/删除/提交 on the user's own drafts; 撤回 on the user's own request under approval (back to 草稿). */
const draft: readonly RowCondition<TaskRequest>[] = [{ field: 'state', op: 'eq', value: 'DRAFT' }, mine];
const approving: readonly RowCondition<TaskRequest>[] = [{ field: 'state', op: 'eq', value: 'APPROVING' }, mine];

/** 任务申请 (制造执行): my requests on production tasks — 返工、补料、转线、加急、超计划 — and their approval. */
export const TaskRequestListPage = defineCrudScreen(mfgTaskRequest, {
  noun: '任务申请',
  columns: taskRequestColumns,
  conditions: taskRequestConditions,
  // Its own form: the attachments are sent as ids, a quantity or a line typed for another kind is left out.
  editor: () => import('./request-form').then((m) => m.TaskRequestForm),
  table: { addLabel: '新增任务申请', injectedParams: { scope: 'MINE' }, actionWidth: 200 },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./TaskRequestDrawer').then((m) => m.TaskRequestDrawer),
    },
    { kind: 'edit', when: draft },
    workflowSubmitAction(TASK_REQUEST_BIZ_TYPE, mfgTaskRequestSubmit, { when: draft }),
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: approving,
      run: (row, options) => mfgTaskRequestRevoke({ body: { id: row.id } }, options),
      done: '已撤回，申请回到草稿',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: draft,
      run: (row, options) => mfgTaskRequestDelete({ body: { ids: [row.id] } }, options),
      done: '删除成功',
    },
  ],
  // 删除 only on the user's own drafts (above), not on every row.
  status: false,
});
