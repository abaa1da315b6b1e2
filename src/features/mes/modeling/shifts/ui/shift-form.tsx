import { DeptTreeSelect } from '@/entities/department';
import { mfgShiftAdd, mfgShiftEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyShift, shiftForm, shiftFormValues, type ShiftFormBody, type ShiftFormValues } from '../model/shift-form';
import type { MfgShift } from '../model/shift-list';
import { BreaksEditor } from './BreaksEditor';

/** 新增班次 / 编辑班次: times across midnight, breaks inside the shift, the workshop from the production departments. */
export const ShiftForm = defineRecordForm<MfgShift, ShiftFormValues, ShiftFormBody>({
  noun: '班次',
  schema: shiftForm.schema,
  fields: shiftForm.fields({
    breaks: ({ value, onChange, onBlur }) => <BreaksEditor value={value} onChange={onChange} onBlur={onBlur} />,
    deptId: ({ value, onChange, onBlur }) => (
      <DeptTreeSelect
        id="deptId"
        orgType={2}
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="不选为全部车间"
      />
    ),
  }),
  empty: emptyShift,
  values: shiftFormValues,
  add: (body, options) => mfgShiftAdd({ body }, options),
  edit: (body, shift, options) => mfgShiftEdit({ body: { ...body, id: shift.id } }, options),
});
