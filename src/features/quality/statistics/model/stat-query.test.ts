import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { currentMonth, initialStatForm, percentText, ppmText, qtyText, rangeProblem, statBody } from './stat-query';

describe('the statistics query', () => {
  it('starts with the current month by supplier', () => {
    const today = dayjs('2026-11-29');
    expect(currentMonth(today)).toEqual(['2026-11-01', '2026-11-29']);
    expect(statBody(initialStatForm(today))).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-29',
      groupBy: 'SUPPLIER',
      supplierId: null,
      materialId: null,
    });
  });

  it('refuses a period over 24 months before sending, 24 months exactly is taken', () => {
    expect(rangeProblem(['2024-12-01', '2026-11-30'])).toBeNull();
    expect(rangeProblem(['2024-12-01', '2026-12-01'])).toBe('统计区间不能超过 24 个月');
    expect(rangeProblem(['2020-01-01', '2026-11-29'])).toBe('统计区间不能超过 24 个月');
    expect(rangeProblem(['2026-06-01', '2026-11-29'])).toBeNull();
    expect(rangeProblem(['2026-11-29', '2026-11-29'])).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(rangeProblem(['2026-11-29', '2026-11-01'])).toBe('结束日期不能早于开始日期');
  });

  it('shows LAR and PPM with one decimal, quantities in their unit, nothing for what a row lacks', () => {
    expect(percentText(60)).toBe('60.0 %');
    expect(percentText(null)).toBe('');
    expect(ppmText(47169.8)).toBe('47169.8');
    expect(ppmText(0)).toBe('0.0');
    expect(ppmText(null)).toBe('');
    expect(qtyText(147.188, '千克')).toBe('147.188 千克');
    expect(qtyText(3540, '个')).toBe('3,540 个');
    expect(qtyText(null, null)).toBe('');
  });
});
