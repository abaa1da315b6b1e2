import { describe, expect, it } from 'vitest';
import { checkOutcome } from './import-rules';

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
