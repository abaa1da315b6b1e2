import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import { STOP_REASON_OPTIONS } from '@/entities/mes/line-stop';
import { TaskSelect } from '@/entities/mes/mfg-task';
import { UserSelect } from '@/entities/user';
import { mfgTaskStopAdd } from '@/shared/api';
import { defineRecordForm, type FieldConfig } from '@/shared/ui/record-form';
import { lineStopEmpty, lineStopSchema, type LineStopFormValues } from '../model/stop-form';
import { EquipmentInput, StopLineInput } from './stop-fields';

/** 关联任务: the tasks of the chosen line. */
function StopTaskInput({ field }: { field: ControllerRenderProps<LineStopFormValues, 'taskId'> }) {
  const lineId = useWatch<LineStopFormValues, 'lineId'>({ name: 'lineId' });
  return (
    <TaskSelect
      id="taskId"
      lineId={lineId || undefined}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

const fields: FieldConfig<LineStopFormValues>[] = [
  { name: 'lineId', label: '产线', required: true, render: (field) => <StopLineInput field={field} /> },
  { name: 'taskId', label: '关联任务', render: (field) => <StopTaskInput field={field} /> },
  {
    name: 'reasonType',
    label: '停线原因',
    required: true,
    kind: 'select',
    options: STOP_REASON_OPTIONS,
    placeholder: '请选择停线原因',
  },
  { name: 'equipmentId', label: '故障设备', render: (field) => <EquipmentInput field={field} /> },
  {
    name: 'expectedMinutes',
    label: '预计停线时长（分钟）',
    required: true,
    kind: 'number',
    placeholder: '5–1440 分钟',
  },
  {
    name: 'reporterId',
    label: '报告人',
    required: true,
    render: (field) => (
      <UserSelect
        id="reporterId"
        value={field.value}
        onChange={(id) => field.onChange(id ?? '')}
        onBlur={field.onBlur}
        placeholder="请选择报告人"
      />
    ),
  },
  {
    name: 'description',
    label: '说明',
    wide: true,
    kind: 'textarea',
    maxLength: 500,
    placeholder: '现象、已采取的措施',
  },
];

/** 申请停线: the line stops from now; the list shows its countdown to the expected resume. */
export const LineStopForm = defineRecordForm({
  noun: '停线申请',
  title: () => '申请停线',
  schema: lineStopSchema,
  fields,
  empty: lineStopEmpty,
  add: (body, options) => mfgTaskStopAdd({ body }, options),
});
