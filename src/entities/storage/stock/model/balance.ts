import { roundQty } from './figures';

/** What 余额's check reads of a row (docs/design/scm-storage.md → 库存余额). */
export interface BalanceFigures {
  openingQty: number;
  inQty: number;
  outQty: number;
  closingQty: number;
  uomPrecision: number;
}

/** The quantity as the message writes it: the unit's decimals, no float tail, no separators (期初 1820.5). */
const text = (qty: number, precision: number) => String(roundQty(qty, precision));

/** 期初 + 入 − 出 in the unit's decimals: what 期末 must be. */
export function expectedClosing(row: BalanceFigures): number {
  return roundQty(row.openingQty + row.inQty - row.outQty, row.uomPrecision);
}

/**
 * 期初 + 入 − 出 = 期末, checked per row on the client: null when it adds up, else the screen's message
 * (余额不平：期初 0 + 入 3000 − 出 348 ≠ 期末 2600).
 */
export function balanceProblem(row: BalanceFigures): string | null {
  const p = row.uomPrecision;
  if (expectedClosing(row) === roundQty(row.closingQty, p)) return null;
  return `余额不平：期初 ${text(row.openingQty, p)} + 入 ${text(row.inQty, p)} − 出 ${text(row.outQty, p)} ≠ 期末 ${text(row.closingQty, p)}`;
}
