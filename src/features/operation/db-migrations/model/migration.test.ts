import { describe, expect, it } from 'vitest';
import { durationText } from './migration';

describe('durationText', () => {
  it('reads milliseconds, seconds and minutes as an operator would', () => {
    expect(durationText(null)).toBe('-');
    expect(durationText(412)).toBe('412 毫秒');
    expect(durationText(1840)).toBe('1.84 秒');
    expect(durationText(95_210)).toBe('1 分 35 秒');
  });
});
