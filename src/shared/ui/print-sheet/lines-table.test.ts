import { describe, expect, it } from 'vitest';
import { linesTableHtml, type PrintColumn } from './lines-table';

interface Line {
  code: string;
  qty: string;
}
const columns: PrintColumn<Line>[] = [
  { title: '物料', text: (line) => line.code },
  { title: '数量', text: (line) => line.qty, numeric: true },
];

describe('linesTableHtml (a template’s ${lines})', () => {
  it('is a plain table, a row a line, numbers right-aligned, every cell escaped', () => {
    expect(linesTableHtml(columns, [{ code: 'EL-<b>', qty: '1,500' }])).toBe(
      '<table><thead><tr><th>物料</th><th style="text-align: right">数量</th></tr></thead>' +
        '<tbody><tr><td>EL-&lt;b&gt;</td><td style="text-align: right">1,500</td></tr></tbody></table>',
    );
  });

  it('keeps the heading when there are no lines', () => {
    expect(linesTableHtml(columns, [])).toContain('<tbody></tbody>');
  });
});
