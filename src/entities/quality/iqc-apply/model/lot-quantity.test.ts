import { describe, expect, it } from 'vitest';
import { plainQty, qtyProblem } from './lot-quantity';

describe('a lot’s quantity in its unit', () => {
  it('is above 0', () => {
    expect(qtyProblem('复检数量', 0, { uomName: '根', uomPrecision: 0 })).toBe('复检数量必须大于 0');
    expect(qtyProblem('复检数量', -1, undefined)).toBe('复检数量必须大于 0');
  });

  it('has no more decimals than its unit', () => {
    expect(qtyProblem('到货数', 0.5, { uomName: '根', uomPrecision: 0 })).toBe('单位“根”的到货数只能是整数');
    expect(qtyProblem('到货数', 147.1885, { uomName: '千克', uomPrecision: 3 })).toBe(
      '单位“千克”的到货数最多 3 位小数',
    );
    expect(qtyProblem('到货数', 147.188, { uomName: '千克', uomPrecision: 3 })).toBeUndefined();
  });

  it('says nothing while empty or while its unit is unknown', () => {
    expect(qtyProblem('到货数', null, { uomName: '根', uomPrecision: 0 })).toBeUndefined();
    expect(qtyProblem('到货数', 0.5, undefined)).toBeUndefined();
  });

  it('writes a quantity in the unit’s decimals without separators', () => {
    expect(plainQty(4052.812, 3)).toBe('4052.812');
    expect(plainQty(30000, 0)).toBe('30000');
  });
});
