import { sysOpLogClear, sysVisLogClear } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import {
  exportOpLogs,
  exportVisLogs,
  opLogColumns,
  opLogConditions,
  opLogSource,
  visLogColumns,
  visLogConditions,
  visLogSource,
} from '../model/log-list';
import { ClearLogsButton } from './ClearLogsButton';

/** 操作日志 (issue 16): every change made in the enterprise, with its request and answer; exported or cleared. */
export const OpLogListPage = defineListScreen({
  tableId: 'sys.sysOpLog',
  permissionPrefix: 'sysOpLog',
  source: opLogSource,
  columns: opLogColumns,
  conditions: opLogConditions,
  table: { exportFile: exportOpLogs, selection: 'checkbox' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./LogDetailDrawers').then((m) => m.OpLogDetailDrawer),
    },
  ],
  toolbar: ({ refetch }) => (
    <ClearLogsButton
      noun="操作日志"
      permission="sysOpLog:delete"
      clear={(body) => sysOpLogClear({ body })}
      refetch={refetch}
    />
  ),
});

/** 访问日志 (issue 16): logins, failed logins and logouts. */
export const VisLogListPage = defineListScreen({
  tableId: 'sys.sysVisLog',
  permissionPrefix: 'sysVisLog',
  source: visLogSource,
  columns: visLogColumns,
  conditions: visLogConditions,
  table: { exportFile: exportVisLogs, selection: 'checkbox' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./LogDetailDrawers').then((m) => m.VisLogDetailDrawer),
    },
  ],
  toolbar: ({ refetch }) => (
    <ClearLogsButton
      noun="访问日志"
      permission="sysVisLog:delete"
      clear={(body) => sysVisLogClear({ body })}
      refetch={refetch}
    />
  ),
});
