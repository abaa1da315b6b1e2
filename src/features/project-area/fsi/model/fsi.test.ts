import { describe, expect, it } from 'vitest';
import { fsiForm, fsiFormValues } from './fsi-form';
import { fsiTotals, sortedLines, type FsiLine } from './fsi-lines';

const IDS = {
  LABOR: '1716352000006080001',
  SAMPLE: '1716352000006080002',
  TOOLING: '1716352000006080003',
  TEST: '1716352000006080004',
  TRAVEL: '1716352000006080005',
  OTHER: '1716352000006080006',
} as const;
const line = (category: FsiLine['category'], budget: number, actual: number): FsiLine => ({
  id: IDS[category],
  projId: '1716352000006000001',
  category,
  budget,
  actual,
  remark: null,
});

describe('FSI lines', () => {
  it('adds up in cents and reports the spent share', () => {
    expect(fsiTotals([line('LABOR', 0.1, 0.2), line('SAMPLE', 0.2, 0.1)])).toEqual({
      budget: 0.3,
      actual: 0.3,
      balance: 0,
      rate: 100,
    });
    expect(fsiTotals([line('LABOR', 3800000, 1690851.3)]).rate).toBe(44.5);
    expect(fsiTotals([]).rate).toBeNull();
  });

  it('orders the lines as finance reports them', () => {
    expect(sortedLines([line('OTHER', 1, 0), line('LABOR', 1, 0), line('TEST', 1, 0)]).map((l) => l.category)).toEqual([
      'LABOR',
      'TEST',
      'OTHER',
    ]);
  });

  it('edits a budget: required, not negative, the body exact', () => {
    const values = fsiFormValues(line('TOOLING', 900000, 415000));
    expect(fsiForm.schema.safeParse({ ...values, budget: null }).success).toBe(false);
    expect(fsiForm.schema.safeParse({ ...values, budget: -5 }).success).toBe(false);
    expect(fsiForm.schema.parse({ ...values, budget: 950000 })).toEqual({
      id: '1716352000006080003',
      projId: '1716352000006000001',
      budget: 950000,
      remark: null,
    });
  });
});
