import { LineSelect } from '@/entities/production-line';
import { mfgProcessAdd, mfgProcessDetailQueryOptions, type MfgProcessDetailData, mfgProcessEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyProcess, processForm, processFormSchema, processFormValues, type ProcessFormBody } from '../model/process-form';
import type { MfgProcess } from '../model/process-list';

/** 新增工序 / 编辑工序 (edit starts from the process's detail). */
export const ProcessForm = defineRecordForm({
  noun: '工序',
  width: 760,
  detail: (row: MfgProcess) => mfgProcessDetailQueryOptions({ query: { id: row.id } }),
  schema: processFormSchema,
  fields: processForm.fields({
    lineId: ({ value, onChange, onBlur }) => (
      <LineSelect id="lineId" value={value} onChange={(next) => onChange(next ?? '')} onBlur={onBlur} />
    ),
  }),
  empty: emptyProcess,
  values: processFormValues,
  add: (body: ProcessFormBody, options) => mfgProcessAdd({ body }, options),
  edit: (body: ProcessFormBody, process: MfgProcessDetailData, options) => mfgProcessEdit({ body: { ...body, id: process.id } }, options),
});
