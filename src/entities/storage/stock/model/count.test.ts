import { describe, expect, it } from 'vitest';
import {
  countDiff,
  countTextProblem,
  diffAmount,
  diffKind,
  finalCount,
  linesToRecount,
  overThreshold,
  parseStockLabel,
  scanIntoCounts,
  thresholdText,
} from './count';

describe('盘点 arithmetic (docs/design/scm-storage-2.md → 盘点管理)', () => {
  it('差异 = 实盘 − 账面, the recount replacing the first count, in the unit decimals', () => {
    expect(countDiff(300, 298, 0)).toBe(-2);
    expect(countDiff(23, finalCount({ countQty: 25, recountQty: 24 }), 0)).toBe(1);
    expect(countDiff(4052.812, 4052.8, 3)).toBe(-0.012);
    expect(countDiff(50, null, 0)).toBeNull();
    expect(finalCount({ countQty: 44, recountQty: null })).toBe(44);
  });

  it('盘盈, 盘亏, 正常 by the sign', () => {
    expect(diffKind(1)).toBe('GAIN');
    expect(diffKind(-50)).toBe('LOSS');
    expect(diffKind(0)).toBe('EVEN');
  });

  it('over the threshold by quantity or percentage, each only when set', () => {
    const blindA = { thresholdQty: 2, thresholdPct: 1 };
    expect(overThreshold(300, -2, blindA)).toBe(false); // 2 根, 0.67 %: within both
    expect(overThreshold(300, -3, blindA)).toBe(true); // 3 根 > 2
    expect(overThreshold(50, -6, blindA)).toBe(true); // 12 %
    expect(overThreshold(1000, -2, { thresholdQty: null, thresholdPct: 1 })).toBe(false);
    expect(overThreshold(23, 2, { thresholdQty: null, thresholdPct: 1 })).toBe(true); // 8.7 %
    expect(overThreshold(60000, -50, { thresholdQty: null, thresholdPct: 1 })).toBe(false); // 0.08 %
    expect(overThreshold(100, 1, { thresholdQty: null, thresholdPct: 1 })).toBe(false); // exactly 1 %
    expect(overThreshold(0, 6, { thresholdPct: 5 })).toBe(true); // found on an empty book
    expect(overThreshold(0, 6, {})).toBe(false);
    expect(overThreshold(10, 0, { thresholdQty: 0, thresholdPct: 0 })).toBe(false);
    expect(thresholdText({ thresholdQty: 2, thresholdPct: 1 }, '根')).toBe('2 根 或 1%');
    expect(thresholdText({})).toBe('不检查');
  });

  it('差异金额 = 单价 × 差异 to the fen', () => {
    expect(diffAmount(86.5, -2)).toBe(-173);
    expect(diffAmount(0.012, -50)).toBe(-0.6);
    expect(diffAmount(38.6, -2)).toBe(-77.2);
  });

  it('a 明盘 task recounts the counted lines over the threshold not recounted yet', () => {
    const line = (lineNo: number, bookQty: number, countQty: number | null, recountQty: number | null = null) => ({
      lineNo,
      bookQty,
      countQty,
      recountQty,
      uomPrecision: 0,
    });
    const lines = [line(1, 23, 25), line(2, 600, 600), line(3, 35, null), line(4, 90, 80, 90)];
    expect(linesToRecount(lines, { thresholdPct: 1 }).map((l) => l.lineNo)).toEqual([1]);
    expect(linesToRecount(lines, {})).toEqual([]);
  });

  it('a count cell takes a number ≥ 0 within the unit decimals; a label of no line is said as such', () => {
    const unit = { uomName: '根', uomPrecision: 0 };
    expect(countTextProblem('44', unit, '实盘数')).toBeUndefined();
    expect(countTextProblem('', unit, '实盘数')).toBeUndefined();
    expect(countTextProblem('1,200', unit, '实盘数')).toBeUndefined();
    expect(countTextProblem('44.5', unit, '实盘数')).toBe('实盘数 44.5 超出单位“根”的小数位数 0');
    expect(countTextProblem('-1', unit, '复盘数')).toBe('复盘数不能小于 0');
    expect(countTextProblem('abc', unit, '实盘数')).toBe('实盘数必须是数字');
    expect(countTextProblem('B1|X|3', unit, '实盘数')).toBe('标签 B1|X|3 的批次、物料不在本任务中');
  });

  it('reads the storage label {batchNo}|{materialCode}|{qty}', () => {
    expect(parseStockLabel('B20261103-001|RM-AL-0001|20')).toEqual({
      batchNo: 'B20261103-001',
      materialCode: 'RM-AL-0001',
      qty: 20,
    });
    expect(parseStockLabel('B20261108-ST01|RM-ST-0002|1012.5')?.qty).toBe(1012.5);
    expect(parseStockLabel('44')).toBeUndefined();
    expect(parseStockLabel('ASN-1|1|1/3')).toBeUndefined();
  });

  it('a scanned label adds its quantity to its line (into 复盘 where asked), the cell scanned into keeps its value', () => {
    const line = (batchNo: string, countText: string, recountAsked = false) => ({
      batchNo,
      materialCode: 'RM-AL-0001',
      countText,
      recountText: '',
      recountAsked,
    });
    const before = [line('B1', '20'), line('B2', '')];
    // Scanned into its own line: 20 + 24.
    const own = scanIntoCounts(before, [line('B1', 'B1|RM-AL-0001|24'), line('B2', '')], 0, 'countText');
    expect(own.lines.map((l) => l.countText)).toEqual(['44', '']);
    // Scanned into line 1's cell but the label is line 2's: line 2 gets it, line 1 keeps 20.
    const other = scanIntoCounts(before, [line('B1', 'B2|RM-AL-0001|6'), line('B2', '')], 0, 'countText');
    expect(other.lines.map((l) => l.countText)).toEqual(['20', '6']);
    // A recount asked: the label goes to 复盘.
    const asked = [line('B1', '44', true)];
    const recount = scanIntoCounts(asked, [line('B1', 'B1|RM-AL-0001|50', true)], 0, 'countText');
    expect(recount.lines[0]).toMatchObject({ countText: '44', recountText: '50' });
    // Not of this task: kept in the cell, refused.
    const stray = scanIntoCounts(before, [line('B1', 'B9|RM-AL-0001|1'), line('B2', '')], 0, 'countText');
    expect(stray.refused).toBe('标签 B9|RM-AL-0001|1 的批次、物料不在本任务中');
    // A typed number is left as typed.
    expect(scanIntoCounts(before, [line('B1', '30'), line('B2', '')], 0, 'countText').lines[0]?.countText).toBe('30');
  });
});
