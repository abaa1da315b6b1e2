import { describe, expect, it } from 'vitest';
import { demandQty, issuableQty, overIssueProblem, pendingQty } from './issue-qty';

// openapi/examples/scm/stMfgIssueDemand.yaml: MO-20261127-007, 500 台 伺服驱动器.
const chips = { demandQty: 503, issuedQty: 201, overIssuePct: 0, uomPrecision: 0 };

describe('生产发料 figures (docs/design/scm-storage.md → 生产发料)', () => {
  it('需求 = 单耗 × 工单数量 × (1 + 损耗), rounded up to the unit’s decimals', () => {
    expect(demandQty(1, 500, 0.5, 0)).toBe(503); // 502.5, and 500 × 1.005 is 502.49999999999994 in floats
    expect(demandQty(12, 500, 0.5, 0)).toBe(6030); // exact stays exact
    expect(demandQty(1, 45, 0.5, 0)).toBe(46); // MI-20261127-0004: the last 45 台's connectors
    expect(demandQty(0.0125, 500, 2, 2)).toBe(6.38); // 6.375 kg up to 2 decimals
    expect(demandQty(0.0125, 500, 2, 3)).toBe(6.375);
    expect(demandQty(0.02, 500, 0, 0)).toBe(10);
  });

  it('待发 = 需求 − 已发, never below 0', () => {
    expect(pendingQty(chips)).toBe(302);
    expect(pendingQty({ ...chips, issuedQty: 510 })).toBe(0);
    expect(pendingQty({ demandQty: 6.38, issuedQty: 4.1, uomPrecision: 2 })).toBe(2.28);
  });

  it('可发 = 需求 × (1 + 超发比例) − 已发, the allowance rounded down', () => {
    expect(issuableQty(chips)).toBe(302);
    expect(issuableQty({ ...chips, overIssuePct: 5 })).toBe(327); // 528.15 → 528 − 201
    expect(issuableQty({ ...chips, issuedQty: 530 })).toBe(0);
  });

  it('refuses above 可发 with 1018211’s numbers', () => {
    expect(overIssueProblem(302, chips)).toBeUndefined();
    expect(overIssueProblem(60, { demandQty: 46, issuedQty: 0, overIssuePct: 0, uomPrecision: 0 })).toBe(
      '发料 60 超过可发 46（需求 46，已发 0，超发 0%）',
    );
    expect(overIssueProblem(303, chips)).toBe('发料 303 超过可发 302（需求 503，已发 201，超发 0%）');
  });
});
