import type { LedgerRow } from './trace-types';

/** One stock bucket: a batch of a material at a location in a quality state (before/after are counted per bucket). */
const bucketOf = (row: LedgerRow) =>
  [
    row.materialId,
    row.batchNo,
    row.houseId,
    row.areaId ?? '',
    row.locationId ?? row.locationName ?? '',
    row.qualityState,
  ].join('|');

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Whether the ledger rows add up: each row's after = before ± its quantity, and within one bucket, taken in time
 * order, each row starts where the one before it ended. Returns the problems in Chinese (none: it adds up).
 */
export function ledgerProblems(rows: readonly LedgerRow[]): string[] {
  const problems: string[] = [];
  const lastAfter = new Map<string, { after: number; row: LedgerRow }>();
  const ordered = [...rows].sort((a, b) => a.txnTime.localeCompare(b.txnTime));
  for (const row of ordered) {
    const expected = round(row.beforeQty + (row.direction === 'IN' ? row.qty : -row.qty));
    if (expected !== round(row.afterQty))
      problems.push(
        `${row.txnTime} ${row.txnTypeName} ${row.sourceNo}：变动前 ${row.beforeQty} ${row.direction === 'IN' ? '+' : '−'} ${row.qty} 应为 ${expected}，记为 ${row.afterQty}`,
      );
    const key = bucketOf(row);
    const previous = lastAfter.get(key);
    if (previous && round(previous.after) !== round(row.beforeQty))
      problems.push(
        `${row.txnTime} ${row.txnTypeName} ${row.sourceNo}：变动前 ${row.beforeQty}，与上一笔 ${previous.row.sourceNo} 的变动后 ${previous.after} 不衔接`,
      );
    lastAfter.set(key, { after: row.afterQty, row });
  }
  return problems;
}
