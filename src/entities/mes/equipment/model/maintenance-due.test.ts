import { describe, expect, it } from 'vitest';
import { maintenanceDue, nextMaintainDate } from './maintenance-due';

describe('next maintenance', () => {
  it('adds the cycle to the last date, across months and years; none without both', () => {
    expect(nextMaintainDate('2026-11-01', 30)).toBe('2026-12-01');
    expect(nextMaintainDate('2026-12-20', 30)).toBe('2027-01-19');
    expect(nextMaintainDate(null, 30)).toBeNull();
    expect(nextMaintainDate('2026-11-01', null)).toBeNull();
  });

  it('is overdue before today, due within 7 days, otherwise in time', () => {
    expect(maintenanceDue('2026-11-14', '2026-11-27')).toBe('overdue');
    expect(maintenanceDue('2026-11-27', '2026-11-27')).toBe('soon');
    expect(maintenanceDue('2026-12-04', '2026-11-27')).toBe('soon');
    expect(maintenanceDue('2026-12-05', '2026-11-27')).toBe('ok');
  });
});
