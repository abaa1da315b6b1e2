import { describe, expect, it } from 'vitest';
import { periodProblem } from './period';

describe('periodProblem', () => {
  it('takes an open or a whole period up to 366 days, both ends counted', () => {
    expect(periodProblem(undefined, '2026-11-29')).toBeNull();
    expect(periodProblem('2026-11-01', '2026-11-29')).toBeNull();
    expect(periodProblem('2025-11-29', '2026-11-29')).toBeNull();
  });

  it('refuses an end before the start and a period longer than 366 days, with the server’s words', () => {
    expect(periodProblem('2026-11-29', '2026-11-01')).toBe('结束日期（2026-11-01）不能早于开始日期（2026-11-29）');
    expect(periodProblem('2025-01-01', '2026-11-29')).toBe(
      '统计期间不能超过 366 天（2025-01-01 至 2026-11-29 共 698 天）',
    );
  });
});
