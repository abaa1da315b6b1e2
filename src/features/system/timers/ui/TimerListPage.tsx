import { useQuery } from '@tanstack/react-query';
import { Badge, Select } from 'antd';
import * as z from 'zod/mini';
import {
  sysTimers,
  sysTimersActionClassListQueryOptions,
  sysTimersRunOnce,
  sysTimersStart,
  sysTimersStop,
} from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { readCron } from '../model/cron';
import { CronField } from './CronField';

const RUNNING = 1;
const STOPPED = 2;
const STATUSES = [
  { value: RUNNING, title: '运行中' },
  { value: STOPPED, title: '已停止' },
];
const stopped = { field: 'jobStatus', op: 'eq', value: STOPPED } as const;
const running = { field: 'jobStatus', op: 'eq', value: RUNNING } as const;

/** The cron in people's words (the expression itself is in its own column). */
const explain = (cron: string) => {
  const reading = readCron(cron, 1);
  return reading.ok ? reading.description : reading.message;
};

function ActionClassSelect({
  id,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const classes = useQuery(sysTimersActionClassListQueryOptions());
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择任务类"
      loading={classes.isPending}
      value={value || undefined}
      onChange={(next: string) => onChange(next)}
      onBlur={onBlur}
      options={(classes.data ?? []).map((name) => ({ value: name, label: name }))}
    />
  );
}

/** 定时任务: scheduled jobs with their Quartz plan read in Chinese; start, stop, run once, their run log. */
export const TimerListPage = defineCrudScreen(sysTimers, {
  noun: '定时任务',
  columns: [
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
  ],
  conditions: ['timerName', 'jobStatus'],
  formWidth: 640,
  form: {
    timerName: {},
    actionClass: {
      kind: 'custom',
      wide: true,
      render: (field) => <ActionClassSelect {...field} />,
    },
    cron: {
      label: '执行计划（cron）',
      kind: 'custom',
      wide: true,
      render: (field) => <CronField {...field} />,
    },
    remark: { kind: 'textarea', wide: true },
  },
  // The cron is read as Quartz before it is sent.
  checks: [
    z.superRefine((body, ctx) => {
      const reading = readCron(body.cron, 1);
      if (!reading.ok) ctx.issues.push({ code: 'custom', message: reading.message, input: body.cron, path: ['cron'] });
    }),
  ],
  rowActions: [
    {
      kind: 'call',
      action: 'active',
      require: 'sysTimers:start',
      title: '启动',
      confirm: true,
      when: stopped,
      run: (timer, options) => sysTimersStart({ body: { id: timer.id } }, options),
      done: '已启动',
    },
    {
      kind: 'call',
      action: 'close',
      require: 'sysTimers:stop',
      title: '停止',
      confirm: true,
      danger: true,
      when: running,
      run: (timer, options) => sysTimersStop({ body: { id: timer.id } }, options),
      done: '已停止',
    },
    {
      kind: 'call',
      action: 'submit',
      require: 'sysTimers:runOnce',
      title: '立即执行',
      confirm: true,
      run: (timer, options) => sysTimersRunOnce({ body: { id: timer.id } }, options),
      done: '已开始执行，结果见执行日志',
    },
    {
      kind: 'panel',
      action: 'detail',
      title: '执行日志',
      load: () => import('./TimerLogDrawer').then((m) => m.TimerLogDrawer),
    },
    // A running task is stopped before it is edited or deleted.
    { kind: 'edit', when: stopped },
    { kind: 'delete', when: stopped },
  ],
  status: false,
});
