import { describe, expect, it } from 'vitest';
import { allotQtyProblem, inTransitQty, receiptDiff, receiveProblem, shipQtyProblem } from './allot-lines';

// openapi/examples/scm/stStockPage.yaml: the connectors' B20261126-001 at E1-01-01, 合格 2452.
const connectors = {
  qualityState: 'QUALIFIED' as const,
  onHandQty: 2452,
  lockedQty: 0,
  isolatedQty: 0,
  allocatedQty: 0,
  uomPrecision: 0,
};

describe('allotQtyProblem (1018401)', () => {
  it('takes up to 可用 and refuses beyond it with the figures', () => {
    expect(allotQtyProblem(2452, connectors)).toBeUndefined();
    expect(allotQtyProblem(3000, connectors)).toBe(
      '调拨数量 3000 超过可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）',
    );
  });
  it('counts what is allocated, locked or isolated out of 可用', () => {
    const allocated = { ...connectors, allocatedQty: 300, lockedQty: 52 };
    expect(allotQtyProblem(2101, allocated)).toBe(
      '调拨数量 2101 超过可用 2100（在库 2452，锁定 52，隔离 0，已分配 300）',
    );
    expect(allotQtyProblem(2100, allocated)).toBeUndefined();
  });
  it('refuses nothing positive, and stock that is not 合格', () => {
    expect(allotQtyProblem(0, connectors)).toBe('调拨数量必须大于 0');
    expect(allotQtyProblem(10, { ...connectors, qualityState: 'REJECTED' })).toBe('只能调拨合格库存');
    expect(allotQtyProblem(undefined, connectors)).toBeUndefined();
    expect(allotQtyProblem(5, undefined)).toBeUndefined();
  });
});

describe('在途 and 差异', () => {
  it('在途 = 调出 − 调入, never below 0', () => {
    expect(inTransitQty(6000, 0)).toBe(6000);
    expect(inTransitQty(8000, 7980)).toBe(20);
    expect(inTransitQty(100, 120)).toBe(0);
    expect(inTransitQty(1.3, 1.1, 3)).toBe(0.2);
  });
  it('差异 = 调入 − 调出: a short receipt is negative', () => {
    expect(receiptDiff(8000, 7980)).toBe(-20);
    expect(receiptDiff(10000, 10000)).toBe(0);
    expect(receiptDiff(0.3, 0.1, 3)).toBe(-0.2);
  });
});

describe('调出 and 调入', () => {
  it('ships up to what was asked (1018403)', () => {
    expect(shipQtyProblem(4000, 4000)).toBeUndefined();
    expect(shipQtyProblem(3800, 4000)).toBeUndefined();
    expect(shipQtyProblem(4500, 4000)).toBe('调出数量 4500 超过申请数量 4000');
    expect(shipQtyProblem(null, 4000)).toBe('请填写调出数量');
  });
  const line = { shippedQty: 8000, diffReason: null, uomName: '个', uomPrecision: 0 };
  it('receives up to what was shipped (1018404)', () => {
    expect(receiveProblem({ ...line, receivedQty: 8000 })).toBeUndefined();
    expect(receiveProblem({ ...line, receivedQty: 8100 })).toBe('调入数量 8100 超过调出数量 8000');
  });
  it('asks the reason of a short receipt (1018405)', () => {
    expect(receiveProblem({ ...line, receivedQty: 7980 })).toBe('短收 20 个，请填写差异原因');
    expect(receiveProblem({ ...line, receivedQty: 7980, diffReason: '  ' })).toBe('短收 20 个，请填写差异原因');
    expect(receiveProblem({ ...line, receivedQty: 7980, diffReason: '一盘料短装 20' })).toBeUndefined();
  });
});
