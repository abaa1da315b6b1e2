import { describe, expect, it } from 'vitest';
import { rowConditionPasses, rowConditionsPass } from './row-condition';

interface Row {
  status: number | string;
  qty: number | null;
  remark?: string | null;
  code: string;
}
const row: Row = { status: 0, qty: 5, remark: null, code: 'B' };

describe('rowConditionPasses', () => {
  it('eq and in compare numbers and numeric strings alike', () => {
    expect(rowConditionPasses(row, { field: 'status', op: 'eq', value: 0 })).toBe(true);
    expect(rowConditionPasses(row, { field: 'status', op: 'eq', value: '0' })).toBe(true);
    expect(rowConditionPasses(row, { field: 'status', op: 'eq', value: 1 })).toBe(false);
    expect(rowConditionPasses(row, { field: 'status', op: 'in', value: ['1', '0'] })).toBe(true);
    expect(rowConditionPasses(row, { field: 'status', op: 'in', value: [1, 2] })).toBe(false);
    expect(rowConditionPasses(row, { field: 'status', op: 'in', value: 0 })).toBe(false);
  });

  it('gt, ge, lt, le order numbers, and text by its order', () => {
    expect(rowConditionPasses(row, { field: 'qty', op: 'gt', value: 4 })).toBe(true);
    expect(rowConditionPasses(row, { field: 'qty', op: 'gt', value: 5 })).toBe(false);
    expect(rowConditionPasses(row, { field: 'qty', op: 'ge', value: 5 })).toBe(true);
    expect(rowConditionPasses(row, { field: 'qty', op: 'lt', value: 10 })).toBe(true);
    expect(rowConditionPasses(row, { field: 'qty', op: 'le', value: 4 })).toBe(false);
    expect(rowConditionPasses(row, { field: 'code', op: 'gt', value: 'A' })).toBe(true);
  });

  it('an empty field is neither greater nor smaller than anything', () => {
    const empty: Row = { ...row, qty: null };
    for (const op of ['gt', 'ge', 'lt', 'le'] as const)
      expect(rowConditionPasses(empty, { field: 'qty', op, value: 0 })).toBe(false);
  });

  it('Null and NotNull treat null, undefined and empty text as empty, zero as a value', () => {
    expect(rowConditionPasses(row, { field: 'remark', op: 'Null' })).toBe(true);
    expect(rowConditionPasses({ ...row, remark: '' }, { field: 'remark', op: 'Null' })).toBe(true);
    expect(rowConditionPasses(row, { field: 'status', op: 'NotNull' })).toBe(true);
    expect(rowConditionPasses(row, { field: 'status', op: 'Null' })).toBe(false);
  });

  it('notHasProperty passes only when the row lacks the field', () => {
    expect(rowConditionPasses(row, { field: 'remark', op: 'notHasProperty' })).toBe(false);
    const withoutRemark: Row = { status: 0, qty: 5, code: 'B' };
    expect(rowConditionPasses(withoutRemark, { field: 'remark', op: 'notHasProperty' })).toBe(true);
  });
});

describe('rowConditionsPass', () => {
  it('passes with no condition and needs every listed condition', () => {
    expect(rowConditionsPass(row, undefined)).toBe(true);
    expect(
      rowConditionsPass(row, [
        { field: 'status', op: 'eq', value: 0 },
        { field: 'qty', op: 'gt', value: 1 },
      ]),
    ).toBe(true);
    expect(
      rowConditionsPass(row, [
        { field: 'status', op: 'eq', value: 0 },
        { field: 'qty', op: 'gt', value: 9 },
      ]),
    ).toBe(false);
  });
});
