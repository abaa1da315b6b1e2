import { describe, expect, it } from 'vitest';
import { parseBoxLabel, scanBoxLabel, unscannedProblem } from './box-label';

const lines = [{ asnNo: 'ASN-202611-0002', asnLineNo: 1, boxCount: 2, scannedLabels: ['ASN-202611-0002|1|1/2'] }];

describe('box labels', () => {
  it('reads ASN 号|行号|箱号/箱数', () => {
    expect(parseBoxLabel('ASN-202611-0002|1|2/2')).toEqual({ asnNo: 'ASN-202611-0002', lineNo: 1, box: 2, boxes: 2 });
    expect(parseBoxLabel('ASN-202611-0002|1|3/2')).toBeUndefined();
    expect(parseBoxLabel('B20261126-001|EL-CN-DB15F|3000')).toBeUndefined();
  });

  it('finds the line of a scanned label', () => {
    expect(scanBoxLabel(lines, 'ASN-202611-0002|1|2/2')).toEqual({
      line: 0,
      label: 'ASN-202611-0002|1|2/2',
      box: 2,
      boxes: 2,
    });
  });

  it('refuses another ASN’s label, a box scanned twice, and text that is no label', () => {
    expect(scanBoxLabel(lines, 'ASN-202611-0001|1|3/6')).toEqual({
      refused: '标签 ASN-202611-0001|1|3/6 不属于本单的 ASN 行',
    });
    expect(scanBoxLabel(lines, 'ASN-202611-0002|1|1/2')).toEqual({
      refused: 'ASN-202611-0002 第 1 行 第 1/2 箱已扫描',
    });
    expect(scanBoxLabel(lines, 'hello')).toEqual({ refused: '“hello”不是箱标签（应为 ASN 号|行号|箱号/箱数）' });
  });

  it('says how many boxes are still unscanned (1018102)', () => {
    expect(unscannedProblem(lines[0] ?? {})).toBe('ASN-202611-0002 第 1 行 还有 1 箱未扫描标签');
    expect(
      unscannedProblem({ ...lines[0], scannedLabels: ['ASN-202611-0002|1|1/2', 'ASN-202611-0002|1|2/2'] }),
    ).toBeUndefined();
    expect(unscannedProblem({ asnNo: null, boxCount: null })).toBeUndefined();
  });
});
