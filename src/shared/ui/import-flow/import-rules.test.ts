import { describe, expect, it } from 'vitest';
import { checkOutcome, checkSummary } from './import-rules';

describe('checkOutcome', () => {
  it('tells empty, errors, warnings only and clean apart (product.md §4.3)', () => {
    expect(checkOutcome([])).toBe('empty');
    expect(checkOutcome([{ rowNum: 1, errors: ['编码重复'], warnings: ['规格为空'] }])).toBe('errors');
    expect(checkOutcome([{ rowNum: 1, errors: [], warnings: [], verifySuccess: false }])).toBe('errors');
    expect(checkOutcome([{ rowNum: 1, errors: [], warnings: ['规格为空'], verifySuccess: true }, { rowNum: 2 }])).toBe(
      'warnings',
    );
    expect(checkOutcome([{ rowNum: 1, errors: [], warnings: [], verifySuccess: true }])).toBe('clean');
  });
});

describe('checkSummary', () => {
  it('keeps the refused and noted rows in file order and counts them', () => {
    const rows = [
      { rowNum: 1, errors: [], warnings: [], verifySuccess: true },
      { rowNum: 2, errors: ['库位 SF-09-01 不存在或已停用'], warnings: [], verifySuccess: false },
      { rowNum: 3, errors: [], warnings: ['有效期至 已过（导入为过期库存）'], verifySuccess: true },
      { rowNum: 4, errors: [], warnings: [], verifySuccess: false },
    ];
    const summary = checkSummary(rows);
    expect(summary.rows.map((r) => r.rowNum)).toEqual([2, 3, 4]);
    expect(summary.text).toBe('共 4 行：2 行未通过，1 行需留意');
    expect(checkSummary(rows.slice(0, 3).filter((r) => r.rowNum !== 2)).text).toBe('共 2 行：1 行需留意');
  });
});
