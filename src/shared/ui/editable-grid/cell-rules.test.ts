import { describe, expect, it } from 'vitest';
import { cellProblem, cellRuleProblem, cellText, columnTotal, gridProblems, parseCell } from './cell-rules';
import type { GridColumn } from './types';

interface Line extends Record<string, unknown> {
  code: string;
  quantity: number | null;
  unit: string;
  places: number;
}
const code: GridColumn<Line> = {
  key: 'code',
  title: '物料编码',
  facts: { required: true, type: 'string', maxLength: 8 },
};
const quantity: GridColumn<Line> = {
  key: 'quantity',
  title: '数量',
  kind: 'number',
  facts: { required: true, type: 'number', minimum: 0.001, maximum: 99999 },
  decimals: (line) => ({ places: line.places, unit: line.unit }),
  sum: true,
};
const line = (patch: Partial<Line>): Line => ({ code: 'RM-01', quantity: 1, unit: '千克', places: 3, ...patch });

describe('cell rules', () => {
  it('say what a form says for the same facts', () => {
    expect(cellProblem(code, line({ code: ' ' }), [])).toBe('请输入物料编码');
    expect(cellProblem(code, line({ code: 'RM-000001' }), [])).toBe('物料编码不能超过 8 个字符');
    expect(cellProblem(quantity, line({ quantity: null }), [])).toBe('请输入数量');
    expect(cellProblem(quantity, line({ quantity: 0 }), [])).toBe('数量不能小于 0.001');
  });

  it("hold a quantity to its unit's decimals", () => {
    expect(cellProblem(quantity, line({ quantity: 1.2345 }), [])).toBe('单位“千克”的数量最多 3 位小数');
    expect(cellProblem(quantity, line({ quantity: 1.5, unit: '件', places: 0 }), [])).toBe('单位“件”的数量只能是整数');
    expect(cellProblem(quantity, line({ quantity: 1.125 }), [])).toBeUndefined();
  });

  it('list problems by line and cell, then the line rule', () => {
    const lines = [line({}), line({ code: '', quantity: null }), line({ code: 'RM-01' })];
    const duplicate = (l: Line, i: number, all: readonly Line[]) =>
      all.findIndex((o) => o.code === l.code) < i ? { key: 'code', message: `物料${l.code}已在前面的行` } : undefined;
    expect(gridProblems([code, quantity], lines, duplicate)).toEqual([
      { row: 1, key: 'code', message: '请输入物料编码' },
      { row: 1, key: 'quantity', message: '请输入数量' },
      { row: 2, key: 'code', message: '物料RM-01已在前面的行' },
    ]);
  });

  it("keep a column's own rule and the decimals apart from the facts, for a form's rule of the lines", () => {
    const positive: GridColumn<Line> = {
      ...quantity,
      rule: (value) => (typeof value === 'number' && value <= 0 ? '数量必须大于 0' : undefined),
    };
    expect(cellRuleProblem(positive, line({ quantity: 0 }), [])).toBe('数量必须大于 0');
    expect(cellRuleProblem(positive, line({ quantity: 1.5, unit: '件', places: 0 }), [])).toBe(
      '单位“件”的数量只能是整数',
    );
    // A missing value is the facts' to say (请输入数量), not this rule's.
    expect(cellRuleProblem(positive, line({ quantity: null }), [])).toBeUndefined();
  });

  it("show a cell's value as the column's text says (a picked material's code and name, not its id)", () => {
    const material: GridColumn<Line> = { key: 'code', title: '物料', kind: 'picker', text: (l) => `${l.code} 轴承` };
    expect(cellText(material, line({}))).toBe('RM-01 轴承');
    expect(cellText(material, line({ code: '' }))).toBe('');
  });

  it('parse typed numbers with separators and sum a column with its decimals', () => {
    expect(parseCell(quantity, '1,234.5')).toEqual({ value: 1234.5 });
    expect(parseCell(quantity, '')).toEqual({ value: null });
    expect(columnTotal(quantity, [line({ quantity: 1.5 }), line({ quantity: 1200.25 })])).toBe('1,201.750');
  });
});
