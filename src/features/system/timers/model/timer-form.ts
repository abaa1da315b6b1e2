import * as z from 'zod/mini';
import { sysTimersAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { readCron } from './cron';
import type { SysTimer } from './timer-list';

/** 定时任务 add/edit form on SysTimerForm; the cron is read as Quartz before it is sent. */
export const timerForm = defineForm(sysTimersAddBodyFacts, {
  timerName: { label: '任务名称' },
  actionClass: { label: '任务类', kind: 'custom', wide: true },
  cron: { label: '执行计划（cron）', kind: 'custom', wide: true },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type TimerFormValues = typeof timerForm.empty;
export type TimerFormBody = z.output<typeof timerForm.schema>;

export const timerSchema = timerForm.schema.check(
  z.superRefine((body, ctx) => {
    const reading = readCron(body.cron, 1);
    if (!reading.ok) ctx.issues.push({ code: 'custom', message: reading.message, input: body.cron, path: ['cron'] });
  }),
);

export function timerFormValues(timer: SysTimer): TimerFormValues {
  return { timerName: timer.timerName, actionClass: timer.actionClass, cron: timer.cron, remark: timer.remark ?? '' };
}
