import { mfgEquipDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { equipColumns, equipConditions, equipSource, exportEquipment } from '../model/equip-list';

/** 设备台账 (§2.5 manufacture, issue 17): the equipment ledger with its maintenance dates. */
export const EquipListPage = defineListScreen({
  tableId: 'mes.mfgEquip',
  permissionPrefix: 'mfgEquip',
  source: equipSource,
  columns: equipColumns,
  conditions: equipConditions,
  table: { exportFile: exportEquipment, selection: 'checkbox' },
  form: () => import('./equip-form').then((m) => m.EquipForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./EquipDetailDrawer').then((m) => m.EquipDetailDrawer),
    },
    'edit',
  ],
  remove: mfgEquipDelete,
});
