import { describe, expect, it } from 'vitest';
import { returnableQty, returnQtyProblem } from './return-qty';

// openapi/examples/scm/poReceiveBackSources.yaml: the rejected connectors (held by RT-202611-0001) and a batch in stock.
const rejected = { onHandQty: 200, returningQty: 200, uomName: '个', uomPrecision: 0 };
const stock = { onHandQty: 2200, returningQty: 0, uomName: '个', uomPrecision: 0 };
const steel = { onHandQty: 147.188, returningQty: 47.1, uomName: '千克', uomPrecision: 3 };

describe('退货数', () => {
  it('is refused above what is on hand, in the contract’s words', () => {
    expect(returnQtyProblem(300, rejected)).toBe('退货数 300 超过库位现存 200');
    expect(returnQtyProblem(3000, stock)).toBe('退货数 3000 超过库位现存 2200');
  });

  it('is refused above what the other returns leave, naming both numbers', () => {
    expect(returnQtyProblem(200, rejected)).toBe('退货数 200 超过可退数 0（库位现存 200，其他退货单占用 200）');
    expect(returnQtyProblem(100.089, steel)).toBe(
      '退货数 100.089 超过可退数 100.088（库位现存 147.188，其他退货单占用 47.1）',
    );
  });

  it('takes up to 可退数, above 0, with the unit’s decimals', () => {
    expect(returnQtyProblem(2200, stock)).toBeUndefined();
    expect(returnQtyProblem(100.088, steel)).toBeUndefined();
    expect(returnableQty(steel)).toBe(100.088);
    expect(returnQtyProblem(0, stock)).toBe('退货数必须大于 0');
    expect(returnQtyProblem(1.5, stock)).toBe('单位“个”的退货数只能是整数');
    expect(returnQtyProblem(1.0001, steel)).toBe('单位“千克”的退货数最多 3 位小数');
  });

  it('says nothing before a quantity is typed or a source is chosen (the required rule and the server do)', () => {
    expect(returnQtyProblem(null, stock)).toBeUndefined();
    expect(returnQtyProblem(5000, undefined)).toBeUndefined();
  });
});
