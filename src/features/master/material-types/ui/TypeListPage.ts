import { cdMaterialTypeDelete, cdMaterialTypeDisable, cdMaterialTypeEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { typeColumns, typeConditions, typeSource } from '../model/type-list';

/** 物料类型 (§7.9): the material types, each of one material category; 历史 shows who changed what. */
export const TypeListPage = defineListScreen({
  tableId: 'scm.cdMaterialType',
  permissionPrefix: 'cdMaterialType',
  source: typeSource,
  columns: typeColumns,
  conditions: typeConditions,
  form: () => import('../model/type-form').then((m) => m.TypeForm),
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'detail',
      require: 'cdMaterialType:history',
      title: '历史',
      load: () => import('./TypeHistoryDrawer').then((m) => m.TypeHistoryDrawer),
    },
  ],
  status: { enable: cdMaterialTypeEnable, disable: cdMaterialTypeDisable, delete: cdMaterialTypeDelete },
});
