import { sysTerminalDelete, sysTerminalDisable, sysTerminalEnable, sysTerminalUnbind } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { exportTerminals, terminalColumns, terminalConditions, terminalSource } from '../model/terminal-list';

/** 终端 (issue 16): handhelds, station HMIs and kanban screens; 解绑 lets a device register again. */
export const TerminalListPage = defineListScreen({
  tableId: 'sys.sysTerminal',
  permissionPrefix: 'sysTerminal',
  source: terminalSource,
  columns: terminalColumns,
  conditions: terminalConditions,
  table: { exportFile: exportTerminals, selection: 'checkbox' },
  form: () => import('./terminal-form').then((m) => m.TerminalForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./TerminalDetailDrawer').then((m) => m.TerminalDetailDrawer),
    },
    'edit',
    {
      kind: 'call',
      action: 'manage',
      require: 'sysTerminal:edit',
      title: '解绑',
      confirm: true,
      danger: true,
      when: { field: 'bound', op: 'eq', value: true },
      run: (row, options) => sysTerminalUnbind({ body: { id: row.id } }, options),
      done: '已解绑，设备可重新注册',
    },
  ],
  status: { enable: sysTerminalEnable, disable: sysTerminalDisable, delete: sysTerminalDelete },
});
