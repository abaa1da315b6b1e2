import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { TimerListPage } from './TimerListPage';

const timerForm = declaredForm(TimerListPage);

describe('定时任务 form rules', () => {
  it('reads the cron as Quartz before it is sent, and sends an empty remark as null', () => {
    const valid = { ...timerForm.empty, timerName: '钉钉审批结果同步', actionClass: 'DingTalkSyncJob' };
    const refused = timerForm.schema.safeParse({ ...valid, cron: '*/5 * * * *' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cron', 'cron 表达式须为 6 或 7 段（秒 分 时 日 月 周 年），现在是 5 段'],
    ]);
    expect(timerForm.schema.safeParse({ ...valid, cron: '0 30 1 * * ?' }).data).toEqual({
      timerName: '钉钉审批结果同步',
      actionClass: 'DingTalkSyncJob',
      cron: '0 30 1 * * ?',
      remark: null,
    });
  });
});
