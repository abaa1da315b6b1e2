import { TaskSelect } from '@/entities/mes/mfg-task';
import { REQUEST_TYPE_OPTIONS, type TaskRequest } from '@/entities/mes/mfg-task-request';
import { mfgTaskRequestAdd, mfgTaskRequestDetailQueryOptions, mfgTaskRequestEdit } from '@/shared/api';
import { defineRecordForm, type FieldConfig } from '@/shared/ui/record-form';
import {
  taskRequestEmpty,
  taskRequestSchema,
  taskRequestValues,
  type TaskRequestFormValues,
} from '../model/request-form';
import { QuantityInput, RequestFilesInput, TargetLineInput } from './request-fields';

const fields: FieldConfig<TaskRequestFormValues>[] = [
  {
    name: 'requestType',
    label: '申请类型',
    required: true,
    kind: 'select',
    options: REQUEST_TYPE_OPTIONS,
    placeholder: '请选择申请类型',
  },
  {
    name: 'taskId',
    label: '关联任务',
    required: true,
    render: (field) => (
      <TaskSelect id="taskId" value={field.value} onBlur={field.onBlur} onChange={(id) => field.onChange(id ?? '')} />
    ),
  },
  { name: 'quantity', label: '数量', render: (field) => <QuantityInput field={field} /> },
  { name: 'targetLineId', label: '目标产线', render: (field) => <TargetLineInput field={field} /> },
  {
    name: 'reason',
    label: '申请原因',
    required: true,
    wide: true,
    kind: 'textarea',
    maxLength: 500,
    placeholder: '请写明原因，审批人将据此审批',
  },
  { name: 'files', label: '附件', wide: true, render: (field) => <RequestFilesInput field={field} /> },
];

/** 新增/编辑任务申请: saved as a draft; 提交 on its row starts the approval. An edit starts from the detail. */
export const TaskRequestForm = defineRecordForm({
  noun: '任务申请',
  schema: taskRequestSchema,
  fields,
  empty: taskRequestEmpty,
  detail: (row: TaskRequest) => mfgTaskRequestDetailQueryOptions({ query: { id: row.id } }),
  values: taskRequestValues,
  add: (body, options) => mfgTaskRequestAdd({ body }, options),
  edit: (body, request, options) => mfgTaskRequestEdit({ body: { ...body, id: request.id } }, options),
});
