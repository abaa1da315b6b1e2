import { describe, expect, it } from 'vitest';
import { balanceProblem, expectedClosing } from './balance';

// November's connectors in 电子料仓 (openapi/examples/scm/stBalancePage.yaml).
const connectors = { openingQty: 0, inQty: 3000, outQty: 348, closingQty: 2652, uomPrecision: 0 };

describe('库存余额: 期初 + 入 − 出 = 期末 (docs/design/scm-storage.md → 库存余额)', () => {
  it('passes a row that adds up', () => {
    expect(expectedClosing(connectors)).toBe(2652);
    expect(balanceProblem(connectors)).toBeNull();
  });

  it('names the figures of a row that does not', () => {
    expect(balanceProblem({ ...connectors, closingQty: 2600 })).toBe('余额不平：期初 0 + 入 3000 − 出 348 ≠ 期末 2600');
  });

  it('counts in the unit’s decimals without float tails (steel in kg)', () => {
    const steel = { openingQty: 1820.5, inQty: 4200, outQty: 1507.438, closingQty: 4513.062, uomPrecision: 3 };
    expect(balanceProblem(steel)).toBeNull();
    expect(balanceProblem({ ...steel, closingQty: 4513.06 })).toBe(
      '余额不平：期初 1820.5 + 入 4200 − 出 1507.438 ≠ 期末 4513.06',
    );
    // 0.1 + 0.2 − 0.3 is 0 in grams, not 5.55e-17.
    expect(balanceProblem({ openingQty: 0.1, inQty: 0.2, outQty: 0.3, closingQty: 0, uomPrecision: 3 })).toBeNull();
  });
});
