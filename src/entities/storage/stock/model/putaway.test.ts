import { describe, expect, it } from 'vitest';
import { putawayableQty, putawayQtyProblem, suggestionText, suggestLocation } from './putaway';

// B20261108-ST01: 4052.812 kg accepted after sorting, none put away; RM-ST-0002's fixed B-01-01 (8000, 4200 there).
const steel = {
  acceptedQty: 4052.812,
  putawayQty: 0,
  uomPrecision: 3,
  fixedLocationId: '1716352000000401005',
  fixedLocationCode: 'B-01-01',
  fixedMaxQty: 8000,
  fixedOnHandQty: 4200,
  lastLocationId: '1716352000000401005',
  lastLocationCode: 'B-01-01',
};

describe('可上架', () => {
  it('is 合格数 − 已上架 in the unit’s decimals', () => {
    expect(putawayableQty(steel)).toBe(4052.812);
    expect(putawayableQty({ ...steel, putawayQty: 2000.5 })).toBe(2052.312);
    expect(putawayableQty({ acceptedQty: 2800, putawayQty: 2800, uomPrecision: 0 })).toBe(0);
  });

  it('refuses more with the numbers (1018111)', () => {
    expect(putawayQtyProblem(3000, { acceptedQty: 2800, putawayQty: 0, uomPrecision: 0 })).toBe(
      '上架数量 3000 超过可上架 2800（合格 2800，已上架 0）',
    );
    expect(putawayQtyProblem(4052.812, steel)).toBeUndefined();
  });
});

describe('上架库位 suggestion', () => {
  it('takes the fixed location while it holds the quantity', () => {
    const suggestion = suggestLocation(steel, 3800);
    expect(suggestion).toEqual({ locationId: '1716352000000401005', locationCode: 'B-01-01', reason: 'FIXED' });
    expect(suggestion && suggestionText(suggestion)).toBe('固定库位 B-01-01');
  });

  it('falls back to the last location when the fixed one is too full: 8000 − 4200 < 4052.812', () => {
    const suggestion = suggestLocation(steel, 4052.812);
    expect(suggestion?.reason).toBe('LAST');
    expect(suggestion && suggestionText(suggestion)).toBe('上次库位 B-01-01');
  });

  it('a fixed location without a limit holds anything; none at all leaves the pick to the keeper', () => {
    expect(suggestLocation({ ...steel, fixedMaxQty: null }, 99999)?.reason).toBe('FIXED');
    expect(suggestLocation({ uomPrecision: 0 }, 1)).toBeUndefined();
  });
});
