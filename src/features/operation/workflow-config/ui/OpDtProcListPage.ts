import { defineListScreen } from '@/shared/ui/crud-screen';
import { opDtProcColumns, opDtProcConditions, opDtProcSource } from '../model/op-dt-proc-list';

/** 钉钉流程: the platform's business types that can start a DingTalk approval (read only). */
export const OpDtProcListPage = defineListScreen({
  tableId: 'sys.sysOpDtProc',
  permissionPrefix: 'sysOpDtProc',
  source: opDtProcSource,
  columns: opDtProcColumns,
  conditions: opDtProcConditions,
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./OpDtProcDetailDrawer').then((m) => m.OpDtProcDetailDrawer),
    },
  ],
});
