import { describe, expect, it } from 'vitest';
import { activateSchema, activationEffect, effectiveDateProblem } from './activate-form';

describe('检验标准 生效', () => {
  it('takes today or a later date, never one in the past', () => {
    expect(effectiveDateProblem('2026-11-28', '2026-11-29')).toBe('生效日期不能早于今天 2026-11-29');
    expect(effectiveDateProblem('2026-11-29', '2026-11-29')).toBeUndefined();
    const result = activateSchema('2026-11-29').safeParse({ id: '1716352000000545008', effectiveDate: '2026-11-20' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      '生效日期不能早于今天 2026-11-29',
    ]);
    expect(activateSchema('2026-11-29').parse({ id: '1716352000000545008', effectiveDate: '2026-12-01' })).toEqual({
      id: '1716352000000545008',
      effectiveDate: '2026-12-01',
    });
  });

  it('says what the date does: at once today, 待生效 until a later date', () => {
    expect(activationEffect('2026-11-29', '2026-11-29')).toBe('今天立即生效，同一编码原生效的版本今天失效');
    expect(activationEffect('2026-12-01', '2026-11-29')).toBe(
      '2026-12-01 前为待生效，到期自动生效，同一编码原生效的版本当天失效',
    );
    expect(activationEffect('2026-11-01', '2026-11-29')).toBeUndefined();
  });
});
