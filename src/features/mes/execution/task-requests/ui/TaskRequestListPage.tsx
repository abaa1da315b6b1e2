import {
  REQUEST_TYPE_OPTIONS,
  TASK_REQUEST_BIZ_TYPE,
  taskRequestColumns,
  taskRequestConditions,
  type TaskRequest,
} from '@/entities/mes/mfg-task-request';
import { TaskSelect } from '@/entities/mes/mfg-task';
import { workflowSubmitAction } from '@/entities/workflow';
import {
  mfgTaskRequest,
  mfgTaskRequestAdd,
  mfgTaskRequestEdit,
  mfgTaskRequestRevoke,
  mfgTaskRequestSubmit,
} from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { fileIdsRule, quantityRule, requestBody, requestChecks } from '../model/request-rules';
import { QuantityInput, RequestFilesInput, TargetLineInput } from './request-fields';

const mine: RowCondition<TaskRequest> = { field: 'mine', op: 'eq', value: true };
/** 编辑/删除/提交 on the user's own drafts; 撤回 on the user's own request under approval (back to 草稿). */
const draft: readonly RowCondition<TaskRequest>[] = [{ field: 'state', op: 'eq', value: 'DRAFT' }, mine];
const approving: readonly RowCondition<TaskRequest>[] = [{ field: 'state', op: 'eq', value: 'APPROVING' }, mine];

/** 任务申请 (制造执行): my requests on production tasks — 返工、补料、转线、加急、超计划 — and their approval. */
export const TaskRequestListPage = defineCrudScreen(mfgTaskRequest, {
  noun: '任务申请',
  columns: taskRequestColumns,
  conditions: taskRequestConditions,
  // Saved as a draft; 提交 on its row starts the approval. An edit starts from the detail (the attachments' names).
  form: {
    requestType: { label: '申请类型', options: REQUEST_TYPE_OPTIONS, placeholder: '请选择申请类型' },
    taskId: {
      label: '关联任务',
      kind: 'custom',
      render: (field) => (
        <TaskSelect id="taskId" value={field.value} onBlur={field.onBlur} onChange={(id) => field.onChange(id ?? '')} />
      ),
    },
    quantity: { label: '数量', kind: 'custom', rule: quantityRule, render: (field) => <QuantityInput field={field} /> },
    targetLineId: { label: '目标产线', kind: 'custom', render: (field) => <TargetLineInput field={field} /> },
    reason: { label: '申请原因', kind: 'textarea', wide: true, placeholder: '请写明原因，审批人将据此审批' },
    fileIds: {
      label: '附件',
      kind: 'custom',
      wide: true,
      rule: fileIdsRule,
      value: (request) => (request.files ?? []).map((file) => file.fileId),
      render: (field, request) => <RequestFilesInput field={field} saved={request?.files} />,
    },
  },
  checks: requestChecks,
  editFrom: 'detail',
  // A quantity or a line typed before the kind changed is not sent.
  save: {
    add: (body, options) => mfgTaskRequestAdd({ body: requestBody(body) }, options),
    edit: (body, request, options) => mfgTaskRequestEdit({ body: { ...requestBody(body), id: request.id } }, options),
  },
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
    { kind: 'delete', when: draft },
  ],
  // 删除 only on the user's own drafts (above), not on every row.
  status: false,
});
