import { Badge } from 'antd';
import { sysTimersPageSource, type SysTimersPageData, type SysTimersPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { readCron } from './cron';

export type SysTimer = SysTimersPageData['rows'][number];
export type SysTimerQuery = SysTimersPageVariables['body'];

const STATUSES = [
  { value: 1, title: '运行中' },
  { value: 2, title: '已停止' },
];

export const RUNNING = 1;
export const STOPPED = 2;

/** The cron in people's words (the expression itself is in its own column). */
const explain = (cron: string) => {
  const reading = readCron(cron, 1);
  return reading.ok ? reading.description : reading.message;
};

export const timerColumns: ColumnConfig<SysTimer>[] = [
  { dataIndex: 'timerName', title: '任务名称', example: '钉钉审批结果同步', hideAble: false },
  { dataIndex: 'actionClass', title: '任务类', width: 260, ellipsis: true, hide: 'narrow' },
  {
    dataIndex: 'cron',
    title: '执行计划',
    example: '0 */5 8-20 ? * MON-FRI',
    render: (_v, timer) => <span title={explain(timer.cron)}>{timer.cron}</span>,
  },
  {
    dataIndex: 'jobStatus',
    title: '状态',
    options: STATUSES,
    render: (_v, timer) => (
      <Badge
        status={timer.jobStatus === RUNNING ? 'processing' : 'default'}
        text={timer.jobStatus === RUNNING ? '运行中' : '已停止'}
      />
    ),
  },
  {
    dataIndex: 'lastRunTime',
    title: '上次执行',
    example: '2026-01-01 00:00:00 失败',
    render: (_v, timer) =>
      timer.lastRunTime ? (
        <>
          {timer.lastRunTime} {timer.lastRunSuccess === false && <Badge status="error" text="失败" />}
        </>
      ) : (
        '-'
      ),
  },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
];

export const timerConditions: SearchCondition<keyof SysTimerQuery & string>[] = [
  { key: 'timerName', title: '任务名称', type: 'input' },
  { key: 'jobStatus', title: '状态', type: 'select', options: STATUSES, multiple: true },
];

export const timerSource = sysTimersPageSource;
