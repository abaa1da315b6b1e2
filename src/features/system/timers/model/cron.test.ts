import { describe, expect, it } from 'vitest';
import { readCron } from './cron';

// Local time: the scheduler and the operator share the server's zone in these tests.
const from = new Date(2026, 10, 27, 10, 0, 0);

describe('readCron (Quartz)', () => {
  it('explains an expression in Chinese and lists the next run times', () => {
    expect(readCron('0 30 1 * * ?', 3, from)).toEqual({
      ok: true,
      description: '在01:30',
      next: ['2026-11-28 01:30:00', '2026-11-29 01:30:00', '2026-11-30 01:30:00'],
    });
  });

  it("reads Quartz's start/step, its weekdays from 1 = Sunday and a year", () => {
    const quarter = readCron('0 0/15 * * * ?', 2, from);
    expect(quarter).toMatchObject({ ok: true, next: ['2026-11-27 10:15:00', '2026-11-27 10:30:00'] });
    // 2 is Monday in Quartz: 2026-11-30 is the next Monday.
    expect(readCron('0 0 18 ? * 2', 1, from)).toMatchObject({
      ok: true,
      description: expect.stringContaining('星期一'),
      next: ['2026-11-30 18:00:00'],
    });
    expect(readCron('0 0 12 1 1 ? 2028', 1, from)).toMatchObject({ ok: true, next: ['2028-01-01 12:00:00'] });
  });

  it('refuses in Chinese what the scheduler would refuse', () => {
    expect(readCron('', 1, from)).toEqual({ ok: false, message: '请输入 cron 表达式' });
    expect(readCron('*/5 * * * *', 1, from)).toEqual({
      ok: false,
      message: 'cron 表达式须为 6 或 7 段（秒 分 时 日 月 周 年），现在是 5 段',
    });
    expect(readCron('0 61 * * * ?', 1, from)).toMatchObject({
      ok: false,
      message: expect.stringContaining('cron 表达式无效'),
    });
    expect(readCron('0 0 12 1 1 ? 2020', 1, from)).toEqual({
      ok: false,
      message: 'cron 表达式不会再触发（时间已过去）',
    });
  });
});
