import { toFen } from '@/entities/storage/stat';
import type { StStatSummaryQueryData } from '@/shared/api';

export type SummaryData = StStatSummaryQueryData;
export type SummaryCell = SummaryData['cells'][number];
export type SummaryPeriod = SummaryData['periods'][number];
type Direction = SummaryCell['direction'];

export interface Figure {
  amount: number;
  count: number;
}

/** A line of 事务汇总: a type in one direction, a direction's total, or 净变动 (入 − 出). */
export interface SummaryLine {
  key: string;
  kind: 'type' | 'total' | 'net';
  direction?: Direction;
  title: string;
  byPeriod: Record<string, Figure>;
  total: Figure;
}

const DIRECTION_TOTALS: Record<Direction, string> = { IN: '入库合计', OUT: '出库合计' };

/** Figures summed in fen (amounts) and whole rows (counts). */
function add(figures: readonly Figure[]): Figure {
  return {
    amount: figures.reduce((fen, f) => fen + toFen(f.amount), 0) / 100,
    count: figures.reduce((n, f) => n + f.count, 0),
  };
}

const ZERO: Figure = { amount: 0, count: 0 };

function line(
  key: string,
  kind: SummaryLine['kind'],
  title: string,
  periods: readonly SummaryPeriod[],
  figureOf: (periodKey: string) => Figure,
  direction?: Direction,
): SummaryLine {
  const byPeriod = Object.fromEntries(periods.map((p) => [p.key, figureOf(p.key)]));
  return { key, kind, title, byPeriod, total: add(Object.values(byPeriod)), ...(direction ? { direction } : {}) };
}

/**
 * The table of 事务汇总 (docs/design/scm-storage-2.md → 统计分析): 入 lines by type (biggest first), 入库合计, 出 lines by
 * type, 出库合计, 净变动 = 入 − 出; a column per period and 合计. Σ periods = a line's 合计, Σ type lines = the direction's
 * total in every period; 净变动's count is the rows of both directions. Cells outside the answer's periods are left out.
 */
export function summaryTable(data: Pick<SummaryData, 'periods' | 'cells'>): SummaryLine[] {
  const { periods, cells } = data;
  const known = new Set(periods.map((p) => p.key));
  const directionLines = (direction: Direction): SummaryLine[] => {
    const types = new Map<string, string>();
    for (const c of cells) if (c.direction === direction) types.set(c.txnType, c.txnTypeName);
    const typeLines = [...types].map(([txnType, name]) =>
      line(
        `${direction}:${txnType}`,
        'type',
        name,
        periods,
        (periodKey) =>
          add(
            cells.filter(
              (c) =>
                c.direction === direction &&
                c.txnType === txnType &&
                c.periodKey === periodKey &&
                known.has(c.periodKey),
            ),
          ),
        direction,
      ),
    );
    typeLines.sort((a, b) => b.total.amount - a.total.amount);
    const total = line(
      `${direction}:total`,
      'total',
      DIRECTION_TOTALS[direction],
      periods,
      (periodKey) => add(typeLines.map((l) => l.byPeriod[periodKey] ?? ZERO)),
      direction,
    );
    return [...typeLines, total];
  };
  const ins = directionLines('IN');
  const outs = directionLines('OUT');
  const inTotal = ins[ins.length - 1];
  const outTotal = outs[outs.length - 1];
  const net = line('net', 'net', '净变动（入 − 出）', periods, (periodKey) => {
    const i = inTotal?.byPeriod[periodKey] ?? ZERO;
    const o = outTotal?.byPeriod[periodKey] ?? ZERO;
    return { amount: (toFen(i.amount) - toFen(o.amount)) / 100, count: i.count + o.count };
  });
  return [...ins, ...outs, net];
}
