import { mfgShiftDelete, mfgShiftDisable, mfgShiftEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { shiftColumns, shiftConditions, shiftSource } from '../model/shift-list';

/** 班次 (mes.mfgShift): shifts with times across midnight (次日), breaks and the effective working time. */
export const ShiftListPage = defineListScreen({
  tableId: 'mes.mfgShift',
  permissionPrefix: 'mfgShift',
  source: shiftSource,
  columns: shiftColumns,
  conditions: shiftConditions,
  form: () => import('./shift-form').then((m) => m.ShiftForm),
  status: { enable: mfgShiftEnable, disable: mfgShiftDisable, delete: mfgShiftDelete },
});
