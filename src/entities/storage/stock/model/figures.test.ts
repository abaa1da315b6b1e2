import { describe, expect, it } from 'vitest';
import { availableQty, expiryState, figuresText, movableQty, remainingDays, roundQty } from './figures';

const row = { qualityState: 'QUALIFIED', onHandQty: 2452, lockedQty: 0, isolatedQty: 0, allocatedQty: 0 } as const;

describe('stock figures (docs/design/scm-storage.md → The one-ledger rule)', () => {
  it('可用 = 在库 − 锁定 − 隔离 − 已分配 for 合格 stock', () => {
    expect(availableQty(row)).toBe(2452);
    expect(availableQty({ ...row, lockedQty: 40, isolatedQty: 12, allocatedQty: 400 })).toBe(2000);
    expect(availableQty({ ...row, onHandQty: 4052.812, lockedQty: 0.8, allocatedQty: 0.012 }, 3)).toBe(4052);
  });

  it('has none for 待检, 不合格 and 冻结 stock, and never below 0', () => {
    expect(availableQty({ ...row, qualityState: 'PENDING' })).toBe(0);
    expect(availableQty({ ...row, qualityState: 'REJECTED', onHandQty: 200, isolatedQty: 200 })).toBe(0);
    expect(availableQty({ ...row, qualityState: 'FROZEN' })).toBe(0);
    expect(availableQty({ ...row, onHandQty: 40, lockedQty: 40, allocatedQty: 10 })).toBe(0);
  });

  it('lets a move take any state: 在库 − 已分配', () => {
    expect(movableQty({ ...row, qualityState: 'REJECTED', onHandQty: 200, isolatedQty: 200, allocatedQty: 200 })).toBe(
      0,
    );
    expect(movableQty({ ...row, qualityState: 'PENDING', onHandQty: 500 })).toBe(500);
  });

  it('names the figures a refusal quotes', () => {
    expect(figuresText({ ...row, onHandQty: 40 })).toBe('（在库 40，锁定 0，隔离 0，已分配 0）');
  });

  it('rounds to the unit without float tails', () => {
    expect(roundQty(0.1 + 0.2, 3)).toBe(0.3);
    expect(roundQty(2.5, 0)).toBe(3);
  });

  it('counts 剩余天数 and tells 正常 / 临期 / 过期 by the material’s warning days', () => {
    expect(remainingDays('2026-12-15', '2026-11-29')).toBe(16);
    expect(remainingDays('2026-11-08', '2026-11-29')).toBe(-21);
    expect(expiryState('2026-11-08', 60, '2026-11-29')).toBe('EXPIRED');
    expect(expiryState('2026-12-15', 30, '2026-11-29')).toBe('NEAR');
    expect(expiryState('2026-12-15', 10, '2026-11-29')).toBe('NORMAL');
    expect(expiryState('2026-12-29', null, '2026-11-29')).toBe('NEAR');
    expect(expiryState('2026-12-30', null, '2026-11-29')).toBe('NORMAL');
    expect(expiryState('2026-11-29', 0, '2026-11-29')).toBe('NEAR');
    expect(expiryState(null, 30, '2026-11-29')).toBe('NONE');
  });
});
