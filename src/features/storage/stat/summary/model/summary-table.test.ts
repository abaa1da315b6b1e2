import { describe, expect, it } from 'vitest';
import { summaryTable, type SummaryCell, type SummaryLine } from './summary-table';

const periods = [
  { key: 'W44', label: '第 44 周', from: '2026-11-01', to: '2026-11-01' },
  { key: 'W45', label: '第 45 周', from: '2026-11-02', to: '2026-11-08' },
  { key: 'W48', label: '第 48 周', from: '2026-11-23', to: '2026-11-29' },
];
const cell = (
  txnType: SummaryCell['txnType'],
  txnTypeName: string,
  direction: 'IN' | 'OUT',
  periodKey: string,
  amount: number,
  count = 1,
): SummaryCell => ({
  txnType,
  txnTypeName,
  direction,
  periodKey,
  amount,
  count,
});
// The example's November (docs/design/scm-storage-2.md → 统计分析), W46 and W47 folded away.
const cells = [
  cell('PURCHASE_RECEIPT', '采购入库', 'IN', 'W45', 107070, 3),
  cell('PURCHASE_RECEIPT', '采购入库', 'IN', 'W48', 12150, 2),
  cell('PRODUCTION_RECEIPT', '生产入库', 'IN', 'W48', 351500),
  cell('PRODUCTION_ISSUE', '生产发料', 'OUT', 'W45', 6880),
  cell('PRODUCTION_ISSUE', '生产发料', 'OUT', 'W48', 12740.6, 4),
  cell('PURCHASE_RETURN', '采购退货', 'OUT', 'W48', 824.25),
  cell('SALES_ISSUE', '销售出库', 'OUT', 'W48', 277500),
];
const fen = (n: number) => Math.round(n * 100);
const byTitle = (lines: SummaryLine[], title: string) => lines.find((l) => l.title === title);

describe('summaryTable', () => {
  const lines = summaryTable({ periods, cells });

  it('lists 入 by type biggest first, 入库合计, 出 by type, 出库合计, 净变动', () => {
    expect(lines.map((l) => l.title)).toEqual([
      '生产入库',
      '采购入库',
      '入库合计',
      '销售出库',
      '生产发料',
      '采购退货',
      '出库合计',
      '净变动（入 − 出）',
    ]);
    expect(byTitle(lines, '采购入库')?.byPeriod.W44).toEqual({ amount: 0, count: 0 });
  });

  it('adds up: Σ periods = a line’s 合计, Σ types = the direction’s total in every period and in 合计', () => {
    for (const l of lines) {
      expect(Object.values(l.byPeriod).reduce((s, f) => s + fen(f.amount), 0)).toBe(fen(l.total.amount));
      expect(Object.values(l.byPeriod).reduce((s, f) => s + f.count, 0)).toBe(l.total.count);
    }
    for (const direction of ['IN', 'OUT'] as const) {
      const types = lines.filter((l) => l.kind === 'type' && l.direction === direction);
      const total = lines.find((l) => l.kind === 'total' && l.direction === direction);
      for (const key of [...periods.map((p) => p.key)]) {
        expect(types.reduce((s, l) => s + fen(l.byPeriod[key]?.amount ?? 0), 0)).toBe(
          fen(total?.byPeriod[key]?.amount ?? -1),
        );
      }
      expect(types.reduce((s, l) => s + fen(l.total.amount), 0)).toBe(fen(total?.total.amount ?? -1));
    }
    expect(byTitle(lines, '入库合计')?.total).toEqual({ amount: 470720, count: 6 });
    expect(byTitle(lines, '出库合计')?.total).toEqual({ amount: 297944.85, count: 7 });
  });

  it('净变动 = 入 − 出 in every period and in 合计', () => {
    const net = byTitle(lines, '净变动（入 − 出）');
    expect(net?.byPeriod.W45?.amount).toBe(100190);
    expect(net?.byPeriod.W48?.amount).toBe(72585.15);
    expect(net?.total.amount).toBe(172775.15);
    expect(net?.byPeriod.W44).toEqual({ amount: 0, count: 0 });
  });

  it('an empty answer is three zero lines', () => {
    const empty = summaryTable({ periods, cells: [] });
    expect(empty.map((l) => [l.title, l.total.amount])).toEqual([
      ['入库合计', 0],
      ['出库合计', 0],
      ['净变动（入 − 出）', 0],
    ]);
  });

  it('leaves out a cell of a period the answer does not list', () => {
    const stray = summaryTable({ periods, cells: [cell('OTHER_IN', '其他入库', 'IN', 'W50', 99)] });
    expect(byTitle(stray, '入库合计')?.total.amount).toBe(0);
  });
});
