import { DeptTreeSelect } from '@/entities/department';
import { UserSelect } from '@/entities/user';
import { mfgDefectAdd, mfgDefectDetailQueryOptions, mfgDefectEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { defectForm, defectFormValues, emptyDefect } from '../model/defect-form';
import type { MfgDefect } from '../model/defect-list';
import { DateTimeInput, DefectCodeSelect, OrderSelect, PictureUpload, ProcessSelect } from './defect-pickers';

/** 新增缺陷 / 编辑缺陷 (edits start from the detail, which holds the pictures). */
export const DefectForm = defineRecordForm({
  noun: '缺陷',
  schema: defectForm.schema,
  fields: defectForm.fields({
    orderId: (field) => <OrderSelect field={field} />,
    processId: (field) => <ProcessSelect field={field} />,
    defectCodeId: (field) => <DefectCodeSelect field={field} />,
    dutyDeptId: ({ value, onChange, onBlur, ref }) => (
      <DeptTreeSelect
        id="dutyDeptId"
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        ref={ref}
        placeholder="请选择责任部门"
      />
    ),
    finderId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="finderId"
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择发现人"
      />
    ),
    findTime: (field) => <DateTimeInput field={field} />,
    pictures: (field) => <PictureUpload field={field} />,
  }),
  empty: () => emptyDefect(),
  values: defectFormValues,
  detail: (row: MfgDefect) => mfgDefectDetailQueryOptions({ query: { id: row.id } }),
  add: (body, options) => mfgDefectAdd({ body }, options),
  edit: (body, defect, options) => mfgDefectEdit({ body: { ...body, id: defect.id } }, options),
});
