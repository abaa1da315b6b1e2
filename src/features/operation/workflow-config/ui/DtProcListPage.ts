import { sysDtProcDelete, sysDtProcDisable, sysDtProcEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { dtProcColumns, dtProcConditions, dtProcSource, exportDtProcs } from '../model/dt-proc-list';

/** 数据处理配置 (§7.3): which DingTalk approval each business type starts; what the workflow submit (§4.5) reads. */
export const DtProcListPage = defineListScreen({
  tableId: 'sys.sysDtProc',
  permissionPrefix: 'sysDtProc',
  source: dtProcSource,
  columns: dtProcColumns,
  conditions: dtProcConditions,
  table: { exportFile: exportDtProcs, selection: 'checkbox' },
  form: () => import('./dt-proc-form').then((m) => m.DtProcForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./DtProcDetailDrawer').then((m) => m.DtProcDetailDrawer),
    },
    'edit',
  ],
  status: { enable: sysDtProcEnable, disable: sysDtProcDisable, delete: sysDtProcDelete },
});
