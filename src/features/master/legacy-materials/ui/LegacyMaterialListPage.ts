import { mdMaterialMgmtDelete, mdMaterialMgmtDisable, mdMaterialMgmtEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import {
  exportLegacyMaterials,
  legacyMaterialColumns,
  legacyMaterialConditions,
  legacyMaterialSource,
} from '../model/legacy-material-list';

/** 物料管理（旧版）: the v1 material list; add, edit, detail, state changes, export. */
export const LegacyMaterialListPage = defineListScreen({
  tableId: 'scm.mdMaterialMgmt',
  permissionPrefix: 'mdMaterialMgmt',
  source: legacyMaterialSource,
  columns: legacyMaterialColumns,
  conditions: legacyMaterialConditions,
  form: () => import('./legacy-material-form').then((m) => m.LegacyMaterialForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./LegacyMaterialDetailDrawer').then((m) => m.LegacyMaterialDetailDrawer),
    },
    'edit',
  ],
  status: { enable: mdMaterialMgmtEnable, disable: mdMaterialMgmtDisable, delete: mdMaterialMgmtDelete },
  table: { exportFile: exportLegacyMaterials, selection: 'checkbox' },
});
