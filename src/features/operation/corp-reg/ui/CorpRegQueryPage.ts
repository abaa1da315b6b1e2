import { defineListScreen } from '@/shared/ui/crud-screen';
import { corpRegColumns, corpRegConditions, corpRegSource, exportCorpRegs } from '../model/corp-reg-list';

/** 注册查询 (§7.4): every registration, searched by name, USCC, state and submit date; detail and export. */
export const CorpRegQueryPage = defineListScreen({
  tableId: 'bos.opCorpReg',
  permissionPrefix: 'opCorpReg',
  source: corpRegSource,
  columns: corpRegColumns,
  conditions: corpRegConditions,
  table: { exportFile: exportCorpRegs, selection: 'checkbox' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./CorpRegDetailDrawer').then((m) => m.CorpRegDetailDrawer),
    },
  ],
});
