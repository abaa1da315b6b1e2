import { DeptTreeSelect } from '@/entities/department';
import { LineSelect } from '@/entities/production-line';
import { UserSelect } from '@/entities/user';
import { mfgEquipAdd, mfgEquipEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  equipForm,
  equipFormValues,
  newEquipValues,
  type EquipFormBody,
  type EquipFormValues,
} from '../model/equip-form';
import type { EquipRow } from '../model/equip-list';

/** 新增设备 / 编辑设备. */
export const EquipForm = defineRecordForm<EquipRow, EquipFormValues, EquipFormBody>({
  noun: '设备',
  width: 860,
  schema: equipForm.schema,
  fields: equipForm.fields({
    deptId: ({ value, onChange, onBlur, ref }) => (
      <DeptTreeSelect
        id="deptId"
        orgType={2}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        ref={ref}
        placeholder="请选择所属车间"
      />
    ),
    lineId: ({ value, onChange, onBlur }) => (
      <LineSelect id="lineId" value={value} onChange={(id) => onChange(id ?? '')} onBlur={onBlur} />
    ),
    ownerId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="ownerId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择负责人"
      />
    ),
  }),
  empty: newEquipValues,
  values: equipFormValues,
  add: (body, options) => mfgEquipAdd({ body }, options),
  edit: (body, equip, options) => mfgEquipEdit({ body: { ...body, id: equip.id } }, options),
});
