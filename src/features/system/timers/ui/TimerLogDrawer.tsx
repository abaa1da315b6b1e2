import { Badge } from 'antd';
import {
  sysTimersLogPageSource,
  type SysTimersLogPageData,
  type SysTimersLogPageVariables,
  type sysTimers,
} from '@/shared/api';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { DataTable } from '@/shared/ui/data-table';
import { AppDrawer } from '@/shared/ui/app-drawer';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';

type TimerLog = SysTimersLogPageData['rows'][number];

const columns: ColumnConfig<TimerLog>[] = [
  { dataIndex: 'startTime', title: '开始时间', example: '2026-01-01 00:00:00' },
  { dataIndex: 'costMs', title: '耗时（ms）', align: 'right' },
  { dataIndex: 'trigger', title: '触发', render: (_v, log) => (log.trigger === 'MANUAL' ? '手动' : '计划') },
  {
    dataIndex: 'success',
    title: '结果',
    render: (_v, log) => <Badge status={log.success ? 'success' : 'error'} text={log.success ? '成功' : '失败'} />,
  },
  { dataIndex: 'message', title: '信息', width: 260, ellipsis: true },
];

/** 执行日志: the task's runs, newest first. */
export function TimerLogDrawer({ row, onClose }: RowPanelProps<RowOf<typeof sysTimers>>) {
  return (
    <AppDrawer open width="default" title={`执行日志：${row.timerName}`} onClose={onClose}>
      <DataTable<TimerLog, SysTimersLogPageVariables['body']>
        tableId="sys.sysTimers.log"
        permissionPrefix="sysTimers"
        columns={columns}
        source={sysTimersLogPageSource}
        extendedParams={{ timerId: row.id }}
      />
    </AppDrawer>
  );
}
