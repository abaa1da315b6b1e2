import { describe, expect, it } from 'vitest';
import { receivedPercent } from './progress';

describe('receivedPercent', () => {
  it('rounds down, so 100 % means everything arrived', () => {
    expect(receivedPercent(90000, 160000)).toBe(56);
    expect(receivedPercent(4999, 5000)).toBe(99);
    expect(receivedPercent(5000, 5000)).toBe(100);
  });

  it('caps an over-delivery at 100 % and shows nothing ordered as 0 %', () => {
    expect(receivedPercent(5150, 5000)).toBe(100);
    expect(receivedPercent(0, 0)).toBe(0);
  });
});
