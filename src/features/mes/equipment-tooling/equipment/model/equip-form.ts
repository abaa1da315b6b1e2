import type * as z from 'zod/mini';
import { EQUIP_STATES, EQUIP_TYPES, type Equip } from '@/entities/mes/equipment';
import { mfgEquipAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 设备 add/edit form on the contract's MfgEquipForm: rules and input limits come from its facts. */
export const equipForm = defineForm(mfgEquipAddBodyFacts, {
  code: { label: '设备编码' },
  name: { label: '设备名称' },
  typeCode: { label: '设备类型', options: EQUIP_TYPES },
  brand: { label: '品牌' },
  model: { label: '型号' },
  serialNo: { label: '出厂编号' },
  // Workshops (orgType 2), lines, users: the modal renders the pickers.
  deptId: { label: '所属车间', kind: 'custom' },
  lineId: { label: '产线', kind: 'custom' },
  location: { label: '安装位置' },
  enableDate: { label: '启用日期', kind: 'date' },
  ownerId: { label: '负责人', kind: 'custom' },
  state: { label: '状态', options: EQUIP_STATES },
  lastMaintainDate: { label: '上次保养日期', kind: 'date' },
  maintainCycle: { label: '保养周期（天）', placeholder: '不填为不按周期保养' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type EquipFormValues = typeof equipForm.empty;
export type EquipFormBody = z.output<typeof equipForm.schema>;

/** A new machine starts on standby. */
export const newEquipValues: EquipFormValues = { ...equipForm.empty, state: 'STANDBY' };

export function equipFormValues(e: Equip): EquipFormValues {
  return {
    code: e.code,
    name: e.name,
    typeCode: e.typeCode,
    brand: e.brand ?? '',
    model: e.model ?? '',
    serialNo: e.serialNo ?? '',
    deptId: e.deptId,
    lineId: e.lineId ?? '',
    location: e.location ?? '',
    enableDate: e.enableDate ?? '',
    ownerId: e.ownerId ?? '',
    state: e.state,
    lastMaintainDate: e.lastMaintainDate ?? '',
    maintainCycle: e.maintainCycle ?? null,
    remark: e.remark ?? '',
  };
}
