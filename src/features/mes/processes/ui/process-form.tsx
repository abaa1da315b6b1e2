import { mfgLinePageQueryOptions, mfgProcessAdd, mfgProcessDetailQueryOptions, type MfgProcessDetailData, mfgProcessEdit, type MfgLinePageData } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyProcess, processForm, processFormSchema, processFormValues, type ProcessFormBody } from '../model/process-form';
import type { MfgProcess } from '../model/process-list';

type Line = MfgLinePageData['rows'][number];
// The enabled lines (a factory has tens): the work centres a process runs on by default.
const lines = { ...mfgLinePageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }), select: (page: { rows: Line[] }) => page.rows };
const lineOption = (line: Line) => ({ value: line.id, label: `${line.code} ${line.name}` });

/** 新增工序 / 编辑工序 (edit starts from the process's detail). */
export const ProcessForm = defineRecordForm({
  noun: '工序',
  width: 760,
  detail: (row: MfgProcess) => mfgProcessDetailQueryOptions({ query: { id: row.id } }),
  schema: processFormSchema,
  fields: processForm.fields({
    lineId: ({ value, onChange, onBlur }) => (
      <QuerySelect id="lineId" query={lines} option={lineOption} value={value} onChange={(next) => onChange(next ?? '')} onBlur={onBlur} placeholder="请选择产线" />
    ),
  }),
  empty: emptyProcess,
  values: processFormValues,
  add: (body: ProcessFormBody, options) => mfgProcessAdd({ body }, options),
  edit: (body: ProcessFormBody, process: MfgProcessDetailData, options) => mfgProcessEdit({ body: { ...body, id: process.id } }, options),
});
