import { sysPosDelete, sysPosDisable, sysPosEnable, sysPosListOperation } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/list-screen';
import { exportPositions, posColumns, posConditions, posSource } from '../model/pos-list';

/** 岗位 (issue 16): the enterprise's positions, which users and employees hold; a save refreshes the pickers' list. */
export const PosListPage = defineListScreen({
  tableId: 'sys.sysPos',
  permissionPrefix: 'sysPos',
  source: posSource,
  alsoRefetch: [sysPosListOperation],
  columns: posColumns,
  conditions: posConditions,
  table: { exportFile: exportPositions, selection: 'checkbox' },
  form: () => import('./pos-form').then((m) => m.PosForm),
  status: { enable: sysPosEnable, disable: sysPosDisable, delete: sysPosDelete },
});
