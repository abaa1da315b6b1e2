import { sysDtProcAdd, sysDtProcDetailQueryOptions, sysDtProcEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { dtProcForm, dtProcFormValues, type DtProcFormBody } from '../model/dt-proc-form';
import type { DtProc } from '../model/dt-proc-list';
import { BizTypePicker, ProcCodePicker } from './dt-proc-pickers';

/** 新增审批流程配置 / 编辑审批流程配置 (an edit starts from the detail). */
export const DtProcForm = defineRecordForm({
  noun: '审批流程配置',
  detail: (row: DtProc) => sysDtProcDetailQueryOptions({ query: { id: row.id } }),
  schema: dtProcForm.schema,
  fields: (record) =>
    dtProcForm.fields({
      bizType: (field) => <BizTypePicker field={field} own={record?.bizType} />,
      procCode: (field) => <ProcCodePicker field={field} />,
    }),
  empty: dtProcForm.empty,
  values: dtProcFormValues,
  add: (body: DtProcFormBody, options) => sysDtProcAdd({ body }, options),
  edit: (body: DtProcFormBody, proc, options) => sysDtProcEdit({ body: { ...body, id: proc.id } }, options),
});
