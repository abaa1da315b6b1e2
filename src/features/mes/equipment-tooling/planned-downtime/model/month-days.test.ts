import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { PlannedDowntime } from '@/entities/mes/equipment';
import { downtimesOn, monthRange, timeSpan } from './month-days';

const acrossMidnight = { id: '1', startTime: '2026-11-29 20:00:00', endTime: '2026-11-30 08:00:00' } as PlannedDowntime;

describe('calendar days', () => {
  it("asks for the month's first to last day", () => {
    expect(monthRange(dayjs('2026-11-17'))).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(monthRange(dayjs('2027-02-03'))).toEqual({ startDate: '2027-02-01', endDate: '2027-02-28' });
  });

  it('shows a downtime across midnight on both days, with the dates in its span', () => {
    expect(downtimesOn('2026-11-29', [acrossMidnight])).toHaveLength(1);
    expect(downtimesOn('2026-11-30', [acrossMidnight])).toHaveLength(1);
    expect(downtimesOn('2026-11-28', [acrossMidnight])).toHaveLength(0);
    expect(timeSpan(acrossMidnight)).toBe('11-29 20:00–11-30 08:00');
    expect(timeSpan({ startTime: '2026-11-21 08:00:00', endTime: '2026-11-21 12:00:00' })).toBe('08:00–12:00');
  });
});
