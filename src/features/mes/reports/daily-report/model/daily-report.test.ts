import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dailyQuery, dailySeries, dailyTotals, lastSevenDays, percent, type DailyRow } from './daily-report';

const row = (
  reportDate: string,
  planQty: number,
  doneQty: number,
  goodQty: number,
  stopMinutes = 0,
  workHours = 88.3,
) => ({ reportDate, planQty, doneQty, goodQty, defectQty: doneQty - goodQty, stopMinutes, workHours }) as DailyRow;

describe('生产日报', () => {
  it('sums the quantities and recomputes the rates from the sums, not from the rows’ rates', () => {
    const rows = [row('2026-11-23', 100, 96, 94, 25), row('2026-11-24', 60, 48, 46, 45, 72.1)];
    const totals = dailyTotals(rows);
    expect(totals).toMatchObject({
      planQty: 160,
      doneQty: 144,
      goodQty: 140,
      defectQty: 4,
      stopMinutes: 70,
      workHours: 160.4,
    });
    // (96/100 + 48/60) / 2 = 88.0% would be the average; the sums say 144/160.
    expect(percent(totals.achieveRate)).toBe('90.0%');
    expect(percent(totals.passRate)).toBe('97.2%');
    expect(percent(dailyTotals([]).achieveRate)).toBe('—');
  });

  it('draws each day once, its lines summed, in date order', () => {
    expect(
      dailySeries([row('2026-11-24', 60, 48, 46), row('2026-11-23', 100, 96, 94), row('2026-11-24', 160, 150, 147)]),
    ).toEqual({
      days: ['2026-11-23', '2026-11-24'],
      plan: [100, 220],
      done: [96, 198],
      passRate: [97.9, 97.5],
    });
  });

  it('asks for the last 7 days by default, and only the filters chosen', () => {
    expect(lastSevenDays(dayjs('2026-11-27'))).toEqual(['2026-11-21', '2026-11-27']);
    expect(
      dailyQuery({
        range: ['2026-11-21', '2026-11-27'],
        deptId: '1716352000000000301',
        lineId: null,
        materialId: null,
      }),
    ).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-27',
      deptId: '1716352000000000301',
    });
  });
});
