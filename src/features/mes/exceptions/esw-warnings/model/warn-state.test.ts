import { describe, expect, it } from 'vitest';
import { isUnreadSevere, valueVsThreshold, type MfgEswWarn } from './warn-state';

describe('warning rows', () => {
  const warn = { metric: 'FPY', operator: 'LT', value: 87.5, threshold: 90, state: 'OPEN', level: 'SEVERE' } as Pick<
    MfgEswWarn,
    'metric' | 'operator' | 'value' | 'threshold' | 'state' | 'level'
  >;
  it('reads the value against the threshold, and marks an unhandled severe one', () => {
    expect(valueVsThreshold(warn)).toBe('87.5% < 90%');
    expect(isUnreadSevere(warn)).toBe(true);
    expect(isUnreadSevere({ ...warn, state: 'ACKED' })).toBe(false);
  });
});
