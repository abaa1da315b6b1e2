import { describe, expect, it } from 'vitest';
import { ibwBound, type IbwFigures } from './ibw-bound';

const chips: IbwFigures = {
  onHandQty: 1923,
  availableQty: 1833,
  inTransitQty: 0,
  minQty: 500,
  safetyQty: 800,
  maxQty: 3000,
};

describe('ibwBound', () => {
  it('is none within the bounds (主控芯片 1833 between 800 and 3000)', () => {
    expect(ibwBound(chips)).toBeNull();
  });

  it('says 低于最低 from 可用 + 在途 (伺服驱动器: 可用 0, all 40 locked)', () => {
    expect(ibwBound({ onHandQty: 40, availableQty: 0, inTransitQty: 0, minQty: 20, safetyQty: 50, maxQty: 300 })).toBe(
      'BELOW_MIN',
    );
  });

  it('counts 在途 and takes a bound itself as within it', () => {
    expect(ibwBound({ ...chips, availableQty: 400, inTransitQty: 100 })).toBe('BELOW_SAFETY');
    expect(ibwBound({ ...chips, availableQty: 499, inTransitQty: 0 })).toBe('BELOW_MIN');
    expect(ibwBound({ ...chips, availableQty: 800 })).toBeNull();
    expect(ibwBound({ ...chips, availableQty: 799 })).toBe('BELOW_SAFETY');
  });

  it('says 高于最高 from 在库, not 可用 (贴片电阻 60000 > 50000)', () => {
    expect(ibwBound({ ...chips, onHandQty: 3000 })).toBeNull();
    expect(ibwBound({ ...chips, onHandQty: 3001, availableQty: 900 })).toBe('ABOVE_MAX');
  });

  it('gives the low warning when both are true', () => {
    expect(ibwBound({ ...chips, onHandQty: 4000, availableQty: 100 })).toBe('BELOW_MIN');
  });
});
