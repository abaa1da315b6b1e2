import { sysTimersDelete, sysTimersRunOnce, sysTimersStart, sysTimersStop } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { RUNNING, STOPPED, timerColumns, timerConditions, timerSource } from '../model/timer-list';

const stopped = { field: 'jobStatus', op: 'eq', value: STOPPED } as const;
const running = { field: 'jobStatus', op: 'eq', value: RUNNING } as const;

/** 定时任务 (issue 16): scheduled jobs with their Quartz plan read in Chinese; start, stop, run once, their run log. */
export const TimerListPage = defineListScreen({
  tableId: 'sys.sysTimers',
  permissionPrefix: 'sysTimers',
  source: timerSource,
  columns: timerColumns,
  conditions: timerConditions,
  form: () => import('./timer-form').then((m) => m.TimerForm),
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
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: stopped,
      run: (timer, options) => sysTimersDelete({ body: { ids: [timer.id] } }, options),
      done: '已删除',
    },
  ],
});
