import { describe, expect, it } from 'vitest';
import { sumAmounts } from './money';

describe('sumAmounts', () => {
  it('sums in fen: no float drift', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([87423.9, 48495.75, 24225, 74000])).toBe(234144.65);
    expect(sumAmounts([])).toBe(0);
  });
});
