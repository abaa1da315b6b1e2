import { DeptTreeSelect } from '@/entities/department';
import { WarehouseSelect } from '@/entities/warehouse';
import { mfgLineAdd, mfgLineEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { lineForm, lineFormValues, type LineFormBody, type LineFormValues } from '../model/line-form';
import type { MfgLine } from '../model/line-list';

/** 新增产线 / 编辑产线. */
export const LineForm = defineRecordForm<MfgLine, LineFormValues, LineFormBody>({
  noun: '产线',
  schema: lineForm.schema,
  fields: lineForm.fields({
    // Production departments (workshops) only, as in the line selector.
    deptId: ({ value, onChange, onBlur, ref }) => (
      <DeptTreeSelect
        id="deptId"
        orgType={2}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        ref={ref}
        placeholder="请选择所属部门"
      />
    ),
    inHouseCode: ({ value, onChange }) => (
      <WarehouseSelect id="inHouseCode" by="code" value={value} onChange={onChange} placeholder="请选择投料仓库" />
    ),
  }),
  empty: lineForm.empty,
  values: lineFormValues,
  add: (body, options) => mfgLineAdd({ body }, options),
  edit: (body, line, options) => mfgLineEdit({ body: { ...body, id: line.id } }, options),
});
