import { describe, expect, it } from 'vitest';
import { isolationQtyProblem, lockQtyProblem, moveLimit, moveQtyProblem } from './limits';

// openapi/examples/scm/stStockPage.yaml: the connectors on E1-01-01 and the 200 rejected on E1-03-01, FG20261128-001.
const connectors = {
  qualityState: 'QUALIFIED',
  onHandQty: 2452,
  lockedQty: 0,
  isolatedQty: 0,
  allocatedQty: 0,
  uomPrecision: 0,
} as const;
const rejected = {
  ...connectors,
  qualityState: 'REJECTED',
  onHandQty: 200,
  isolatedQty: 200,
  allocatedQty: 200,
} as const;
const steel = { ...connectors, onHandQty: 4052.812, uomPrecision: 3 } as const;

describe('库存管理 limits (docs/design/scm-storage.md → 库存锁定, 库存隔离, 库存移动)', () => {
  it('locks no more than 可用, naming the figures as 1018011 does', () => {
    expect(lockQtyProblem(50, { ...connectors, onHandQty: 40 })).toBe(
      '锁定数量 50 超过可用 40（在库 40，锁定 0，隔离 0，已分配 0）',
    );
    expect(lockQtyProblem(40, { ...connectors, onHandQty: 40 })).toBeUndefined();
    expect(lockQtyProblem(1, rejected)).toBe('锁定数量 1 超过可用 0（在库 200，锁定 0，隔离 200，已分配 200）');
    expect(lockQtyProblem(4052.812, steel)).toBeUndefined();
    expect(lockQtyProblem(null, connectors)).toBeUndefined();
    expect(lockQtyProblem(5000, undefined)).toBeUndefined();
  });

  it('isolates no more than 在库 − 已分配', () => {
    expect(isolationQtyProblem(3000, connectors)).toBe(
      '隔离数量 3000 超过可隔离 2452（在库 2452，锁定 0，隔离 0，已分配 0）',
    );
    expect(isolationQtyProblem(2452, connectors)).toBeUndefined();
  });

  it('moves 合格 stock within 可用 and other states within 在库 − 已分配', () => {
    expect(moveQtyProblem(3000, connectors)).toBe('移库数量 3000 超过可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）');
    expect(moveQtyProblem(2452, connectors)).toBeUndefined();
    expect(moveLimit({ ...connectors, qualityState: 'PENDING', onHandQty: 30000 })).toBe(30000);
    expect(moveQtyProblem(1, rejected)).toBe(
      '移库数量 1 超过可移 0（不合格库存按 在库 − 已分配 计）（在库 200，锁定 0，隔离 200，已分配 200）',
    );
    expect(moveQtyProblem(4052.813, steel)).toBe(
      '移库数量 4052.813 超过可用 4052.812（在库 4052.812，锁定 0，隔离 0，已分配 0）',
    );
  });
});
