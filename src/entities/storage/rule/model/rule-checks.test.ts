import { describe, expect, it } from 'vitest';
import { decimalsProblem, ibwRuleProblems, pullRuleProblems } from './rule-checks';

const pull = { minQty: 4000, reorderQty: 6000, maxQty: 16000, qtyMode: 'FIXED', fixedQty: 4000 };

describe('pullRuleProblems', () => {
  it('passes a sound rule, the reorder point on the minimum too', () => {
    expect(pullRuleProblems(pull)).toEqual([]);
    expect(pullRuleProblems({ ...pull, reorderQty: 4000 })).toEqual([]);
  });

  it('wants 最低 < 最高', () => {
    expect(pullRuleProblems({ ...pull, minQty: 20000 })).toEqual([
      { field: 'maxQty', message: '最低库存 20000 须小于最高库存 16000' },
    ]);
    expect(pullRuleProblems({ ...pull, minQty: 16000 })[0]?.field).toBe('maxQty');
  });

  it('wants the reorder point between', () => {
    expect(pullRuleProblems({ ...pull, reorderQty: 3000 })).toEqual([
      { field: 'reorderQty', message: '再订货点 3000 须在最低库存 4000 与最高库存 16000 之间' },
    ]);
    expect(pullRuleProblems({ ...pull, reorderQty: 16000 })[0]?.field).toBe('reorderQty');
  });

  it('wants a box above 0 for 固定批量 only', () => {
    expect(pullRuleProblems({ ...pull, fixedQty: 0 })).toEqual([
      { field: 'fixedQty', message: '补货方式为“固定批量”时，批量须大于 0' },
    ]);
    expect(pullRuleProblems({ ...pull, fixedQty: null })[0]?.field).toBe('fixedQty');
    expect(pullRuleProblems({ ...pull, qtyMode: 'UP_TO_MAX', fixedQty: null })).toEqual([]);
  });

  it('says nothing about fields still empty', () => {
    expect(pullRuleProblems({ minQty: null, reorderQty: null, maxQty: 100, qtyMode: null, fixedQty: null })).toEqual(
      [],
    );
  });
});

describe('ibwRuleProblems', () => {
  it('wants 最低 ≤ 安全 < 最高', () => {
    expect(ibwRuleProblems({ minQty: 500, safetyQty: 800, maxQty: 3000 })).toEqual([]);
    expect(ibwRuleProblems({ minQty: 800, safetyQty: 800, maxQty: 3000 })).toEqual([]);
    expect(ibwRuleProblems({ minQty: 900, safetyQty: 800, maxQty: 3000 })).toEqual([
      { field: 'safetyQty', message: '须满足最低库存 ≤ 安全库存 < 最高库存（最低 900，安全 800，最高 3000）' },
    ]);
    expect(ibwRuleProblems({ minQty: 500, safetyQty: 3000, maxQty: 3000 })[0]?.field).toBe('maxQty');
  });
});

describe('decimalsProblem', () => {
  it('holds a quantity to its unit’s decimals', () => {
    expect(decimalsProblem('最高库存', 12.5, { uomName: '个', uomPrecision: 0 })).toBe(
      '最高库存 12.5 超出单位“个”的小数位数 0',
    );
    expect(decimalsProblem('最高库存', 2000.125, { uomName: '千克', uomPrecision: 3 })).toBeUndefined();
    expect(decimalsProblem('最高库存', null, { uomName: '个', uomPrecision: 0 })).toBeUndefined();
  });
});
