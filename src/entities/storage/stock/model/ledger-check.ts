import { roundQty } from './figures';
import type { StLedgerRow, StStock } from './types';

/** The fields of a ledger row the checks read. */
type Row = Pick<
  StLedgerRow,
  | 'id'
  | 'txnTime'
  | 'txnTypeName'
  | 'sourceNo'
  | 'materialId'
  | 'batchNo'
  | 'houseId'
  | 'locationId'
  | 'locationName'
  | 'qualityState'
  | 'measure'
  | 'direction'
  | 'qty'
  | 'beforeQty'
  | 'afterQty'
>;

/**
 * One bucket: a batch of a material at a location in a quality state, and which figure (`measure`: 在库, 锁定,
 * 已分配) — before and after count per bucket (docs/design/scm-storage.md → The one-ledger rule).
 */
export const bucketOf = (
  row: Pick<Row, 'materialId' | 'batchNo' | 'houseId' | 'locationId' | 'locationName' | 'qualityState' | 'measure'>,
) =>
  [
    row.materialId,
    row.batchNo,
    row.houseId,
    row.locationId ?? row.locationName ?? '',
    row.qualityState,
    row.measure ?? 'ON_HAND',
  ].join('|');

const exact = (n: number) => roundQty(n, 6);
const sign = (row: Row) => (row.direction === 'IN' ? '+' : '−');

/**
 * Whether ledger rows add up: each row's after = before ± its quantity, and within one bucket, in time order, each
 * row starts where the one before it ended. Answers the problems in Chinese (none: it adds up).
 */
export function ledgerProblems(rows: readonly Row[]): string[] {
  const problems: string[] = [];
  const last = new Map<string, Row>();
  const ordered = [...rows].sort((a, b) => a.txnTime.localeCompare(b.txnTime));
  for (const row of ordered) {
    const expected = exact(row.beforeQty + (row.direction === 'IN' ? row.qty : -row.qty));
    if (expected !== exact(row.afterQty))
      problems.push(
        `${row.txnTime} ${row.txnTypeName} ${row.sourceNo}：变动前 ${row.beforeQty} ${sign(row)} ${row.qty} 应为 ${expected}，记为 ${row.afterQty}`,
      );
    const key = bucketOf(row);
    const previous = last.get(key);
    if (previous && exact(previous.afterQty) !== exact(row.beforeQty))
      problems.push(
        `${row.txnTime} ${row.txnTypeName} ${row.sourceNo}：变动前 ${row.beforeQty}，与上一笔 ${previous.sourceNo} 的变动后 ${previous.afterQty} 不衔接`,
      );
    last.set(key, row);
  }
  return problems;
}

/** What a stock row's figures are the sum of. */
type StockFigures = Pick<
  StStock,
  | 'materialId'
  | 'batchNo'
  | 'houseId'
  | 'locationId'
  | 'locationName'
  | 'qualityState'
  | 'onHandQty'
  | 'lockedQty'
  | 'allocatedQty'
  | 'uomPrecision'
>;

const MEASURES = [
  { measure: 'ON_HAND', label: '在库', figure: 'onHandQty' },
  { measure: 'LOCKED', label: '锁定', figure: 'lockedQty' },
  { measure: 'ALLOCATED', label: '已分配', figure: 'allocatedQty' },
] as const;

/** One line of a batch's check: a stock row's figure against 入 − 出 of its bucket's ledger rows. */
export interface BucketCheck {
  key: string;
  /** 防静电区 1 号货架第 1 层 · 合格 · 在库 */
  where: string;
  inQty: number;
  outQty: number;
  /** 入 − 出 */
  net: number;
  /** What the stock row says. */
  stockQty: number;
  ok: boolean;
}

/**
 * 批次详情's check line (docs/design/scm-storage.md → 批次详情): for every stock row and figure (在库, 锁定, 已分配),
 * 入 − 出 of the batch's whole ledger in that bucket equals the row's figure. A figure that is 0 with no rows is not
 * listed; a bucket with rows but no stock row is checked against 0.
 */
export function bucketChecks(
  stocks: readonly StockFigures[],
  ledger: readonly Row[],
  stateLabel: (state: StockFigures['qualityState']) => string,
): BucketCheck[] {
  const sums = new Map<string, { in: number; out: number; row: Row }>();
  for (const row of ledger) {
    const key = bucketOf(row);
    const sum = sums.get(key) ?? { in: 0, out: 0, row };
    if (row.direction === 'IN') sum.in += row.qty;
    else sum.out += row.qty;
    sums.set(key, sum);
  }
  const checks: BucketCheck[] = [];
  const seen = new Set<string>();
  for (const stock of stocks) {
    for (const { measure, label, figure } of MEASURES) {
      const key = bucketOf({ ...stock, measure });
      const sum = sums.get(key);
      seen.add(key);
      if (!sum && stock[figure] === 0) continue;
      const inQty = roundQty(sum?.in ?? 0, stock.uomPrecision);
      const outQty = roundQty(sum?.out ?? 0, stock.uomPrecision);
      const net = roundQty(inQty - outQty, stock.uomPrecision);
      checks.push({
        key,
        where: `${stock.locationName} · ${stateLabel(stock.qualityState)} · ${label}`,
        inQty,
        outQty,
        net,
        stockQty: stock[figure],
        ok: net === roundQty(stock[figure], stock.uomPrecision),
      });
    }
  }
  // Rows of a bucket no stock row shows: what they leave must be 0 (a bucket emptied by its last row).
  for (const [key, sum] of sums) {
    if (seen.has(key)) continue;
    const net = exact(sum.in - sum.out);
    if (net === 0) continue;
    const measure = MEASURES.find((m) => m.measure === (sum.row.measure ?? 'ON_HAND'));
    checks.push({
      key,
      where: `${sum.row.locationName ?? ''} · ${stateLabel(sum.row.qualityState)} · ${measure?.label ?? ''}`,
      inQty: exact(sum.in),
      outQty: exact(sum.out),
      net,
      stockQty: 0,
      ok: false,
    });
  }
  return checks;
}
