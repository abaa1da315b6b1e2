import { describe, expect, it } from 'vitest';
import type { InspectionLine } from '@/entities/quality/inspection';
import {
  changedCells,
  changedCounts,
  countProblem,
  countsOf,
  ngSamples,
  sampleRows,
  type ValueGrid,
} from './value-grid';

const line = (id: string, over: Partial<InspectionLine>) =>
  ({ id, lineNo: 1, itemName: id, valueType: 'QUANTITATIVE', perSample: true, checkQty: 3, ...over }) as InspectionLine;

const capacitance = line('cap', { itemName: '电容量', lowerLimit: 9, upperLimit: 11, precision: 2 });
const looks = line('pkg', { lineNo: 2, valueType: 'QUALITATIVE', checkQty: 1 });
const visual = line('app', { lineNo: 3, valueType: 'QUALITATIVE', perSample: false, checkQty: 315 });

const grid = {
  lines: [capacitance, looks, visual],
  values: [
    { lineId: 'cap', sampleNo: 1, value: 9.54, qualitative: null, judgement: 'OK' },
    { lineId: 'cap', sampleNo: 2, value: 8.93, qualitative: null, judgement: 'NG' },
    { lineId: 'pkg', sampleNo: 1, value: null, qualitative: 'OK', judgement: 'OK' },
  ],
  counts: [{ lineId: 'app', inspectedQty: 315, ngQty: 0 }],
} as unknown as ValueGrid;

describe('the values grid of an inspection', () => {
  it('one row per sample up to the largest 检测数, the saved cells in place', () => {
    expect(sampleRows(grid)).toEqual([
      { sampleNo: 1, cap: 9.54, pkg: 'OK' },
      { sampleNo: 2, cap: 8.93, pkg: null },
      { sampleNo: 3, cap: null, pkg: null },
    ]);
    expect(countsOf(grid)).toEqual({ app: { inspectedQty: 315, ngQty: 0 } });
  });

  it('sends only the changed cells: a typed value, a cleared one, a 定性 choice; nothing past a line 检测数', () => {
    const baseline = sampleRows(grid);
    const rows = baseline.map((row) => ({ ...row }));
    rows[2] = { ...rows[2], cap: 9.41, sampleNo: 3 };
    rows[0] = { ...rows[0], pkg: 'NG', sampleNo: 1 };
    rows[1] = { ...rows[1], cap: '', pkg: 'OK', sampleNo: 2 };
    expect(changedCells(grid.lines, baseline, rows)).toEqual([
      { lineId: 'cap', sampleNo: 2, value: null, qualitative: null },
      { lineId: 'cap', sampleNo: 3, value: 9.41, qualitative: null },
      { lineId: 'pkg', sampleNo: 1, value: null, qualitative: 'NG' },
    ]);
    expect(changedCells(grid.lines, baseline, baseline)).toEqual([]);
  });

  it('the NG samples of a line, as typed (limits inclusive)', () => {
    const rows = sampleRows(grid);
    rows[2] = { sampleNo: 3, cap: 11, pkg: null };
    expect(ngSamples(capacitance, rows)).toEqual([2]);
  });

  it('the count lines: only changed ones sent; 已检 within the sample, 不合格 within 已检', () => {
    const baseline = countsOf(grid);
    expect(changedCounts(baseline, baseline)).toEqual([]);
    expect(changedCounts(baseline, { app: { inspectedQty: 315, ngQty: 2 } })).toEqual([
      { lineId: 'app', inspectedQty: 315, ngQty: 2 },
    ]);
    expect(countProblem(visual, { inspectedQty: 316, ngQty: 0 })).toBe('第 3 行 app：已检 316 超过样本量 315');
    expect(countProblem(visual, { inspectedQty: 10, ngQty: 11 })).toBe('第 3 行 app：不合格 11 超过已检 10');
    expect(countProblem(visual, { inspectedQty: 10, ngQty: 1 })).toBeUndefined();
  });
});
