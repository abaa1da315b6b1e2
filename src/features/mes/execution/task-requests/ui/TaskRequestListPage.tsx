import { mfgTaskRequestDelete, mfgTaskRequestRevoke } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { taskRequestColumns, taskRequestConditions } from '@/entities/mes/mfg-task-request';
import { requestActionWhen, requestSource } from '../model/request-list';

/** 任务申请 (制造执行): my requests on production tasks — 返工、补料、转线、加急、超计划 — and their approval. */
export const TaskRequestListPage = defineListScreen({
  tableId: 'mes.mfgTaskRequest',
  permissionPrefix: 'mfgTaskRequest',
  source: requestSource,
  columns: taskRequestColumns,
  conditions: taskRequestConditions,
  form: () => import('./request-form').then((m) => m.TaskRequestForm),
  table: { addLabel: '新增任务申请', injectedParams: { scope: 'MINE' }, actionWidth: 200 },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./TaskRequestDrawer').then((m) => m.TaskRequestDrawer),
    },
    { kind: 'edit', when: requestActionWhen.draft },
    {
      kind: 'panel',
      action: 'submit',
      title: '提交',
      when: requestActionWhen.draft,
      load: () => import('./SubmitTaskRequest').then((m) => m.SubmitTaskRequest),
    },
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: requestActionWhen.approving,
      run: (row, options) => mfgTaskRequestRevoke({ body: { id: row.id } }, options),
      done: '已撤回，申请回到草稿',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: requestActionWhen.draft,
      run: (row, options) => mfgTaskRequestDelete({ body: { ids: [row.id] } }, options),
      done: '删除成功',
    },
  ],
});
