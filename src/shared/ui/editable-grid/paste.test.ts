import { describe, expect, it } from 'vitest';
import { parseClipboard, pasteBlock } from './paste';
import type { GridColumn } from './types';

interface OrderLine extends Record<string, unknown> {
  materialCode: string;
  quantity: number | null;
  price: number | null;
  deliveryDate: string;
  checkMode: string;
  amount?: number;
}

const columns: GridColumn<OrderLine>[] = [
  { key: 'materialCode', title: '物料编码', facts: { required: true, type: 'string', maxLength: 32 } },
  { key: 'quantity', title: '数量', kind: 'number', facts: { required: true, type: 'number', minimum: 0 } },
  { key: 'price', title: '单价', kind: 'number' },
  { key: 'deliveryDate', title: '要求交期', kind: 'date' },
  {
    key: 'checkMode',
    title: '检验方式',
    kind: 'select',
    options: [
      { title: '全检', value: 'FULL' },
      { title: '抽检', value: 'SAMPLE' },
    ],
  },
  { key: 'amount', title: '金额', kind: 'readonly', value: (l) => (l.quantity ?? 0) * (l.price ?? 0) },
];
const empty = (): OrderLine => ({ materialCode: '', quantity: null, price: null, deliveryDate: '', checkMode: '' });
const optionsOf = (c: GridColumn<OrderLine>) => c.options ?? [];

describe('parseClipboard', () => {
  it('reads Excel’s tab-separated rows, its quoted cells and its trailing line break', () => {
    expect(parseClipboard('RM-01\t1,200\t3.5\r\nRM-02\t"含""引号""\t和换行\n的单元格"\t4\r\n')).toEqual([
      ['RM-01', '1,200', '3.5'],
      ['RM-02', '含"引号"\t和换行\n的单元格', '4'],
    ]);
    expect(parseClipboard('单个值')).toEqual([['单个值']]);
  });
});

describe('pasteBlock', () => {
  it('fills from the active cell to the right and down, adding lines, and takes numbers, dates and choices as typed in Excel', () => {
    const lines: OrderLine[] = [{ ...empty(), materialCode: 'RM-00' }];
    const block = parseClipboard('12\t1.25\t2026/12/1\t抽检\n3,000\t0.8\t20261215\tFULL\n');
    const { lines: next, refused, filled } = pasteBlock(lines, { row: 0, col: 1 }, block, columns, empty, optionsOf);
    expect(refused).toEqual([]);
    expect(filled).toBe(8);
    expect(next).toEqual([
      { materialCode: 'RM-00', quantity: 12, price: 1.25, deliveryDate: '2026-12-01', checkMode: 'SAMPLE' },
      { materialCode: '', quantity: 3000, price: 0.8, deliveryDate: '2026-12-15', checkMode: 'FULL' },
    ]);
  });

  it('fills given lines only when there is no new line: the rows past the last are refused, not added', () => {
    const lines: OrderLine[] = [{ ...empty(), materialCode: 'RM-00' }];
    const block = parseClipboard('12\t1.25\n3\t0.8\n\t\n');
    const { lines: next, refused } = pasteBlock(lines, { row: 0, col: 1 }, block, columns, undefined, optionsOf);
    expect(next).toEqual([{ ...empty(), materialCode: 'RM-00', quantity: 12, price: 1.25 }]);
    expect(refused.map((r) => `${r.row + 1} ${r.column} ${r.text}: ${r.message}`)).toEqual([
      '2 数量 3 0.8: 明细固定为 1 行，多出的行未粘贴',
    ]);
  });

  it('says which values it did not take and why, and leaves those cells as they were', () => {
    const lines: OrderLine[] = [{ ...empty(), quantity: 5 }];
    const block = parseClipboard('RM-01\t五\t2\t2026-02-30\t免检\t99\textra');
    const { lines: next, refused } = pasteBlock(lines, { row: 0, col: 0 }, block, columns, empty, optionsOf);
    expect(next[0]).toEqual({ materialCode: 'RM-01', quantity: 5, price: 2, deliveryDate: '', checkMode: '' });
    expect(refused.map((r) => `${r.row + 1} ${r.column} ${r.text}: ${r.message}`)).toEqual([
      '1 数量 五: 数量必须是数字',
      '1 要求交期 2026-02-30: 要求交期不是日期，请按 2026-12-01 的格式填写',
      '1 检验方式 免检: 检验方式没有“免检”这一项',
      '1 金额 99: 金额不能填写',
      '1 第 7 列 extra: 超出了明细的列',
    ]);
  });
});
