import { availableQty, figuresText, roundQty } from './figures';
import type { StockFigures } from './limits';

/**
 * 调拨 line arithmetic (docs/design/scm-storage-2.md → 调拨管理): a line takes 合格 stock within 可用 at the source
 * (1018401); 调出 ships up to what was asked (1018403); 调入 receives up to what was shipped (1018404), a short receipt
 * with its reason (1018405); between the two the quantity is 在途.
 */

const given = (qty: unknown): qty is number => typeof qty === 'number' && Number.isFinite(qty);

/** 调拨数量 > 0 and ≤ 可用, said as the server's 1018401 (the grid adds the line): 调拨数量 3000 超过可用 2452（在库 2452，…）. */
export function allotQtyProblem(qty: unknown, stock: StockFigures | undefined): string | undefined {
  if (!given(qty)) return undefined;
  if (qty <= 0) return '调拨数量必须大于 0';
  if (!stock) return undefined;
  if (stock.qualityState !== 'QUALIFIED') return '只能调拨合格库存';
  const limit = availableQty(stock, stock.uomPrecision);
  return qty > limit ? `调拨数量 ${qty} 超过可用 ${limit}${figuresText(stock)}` : undefined;
}

/** 在途 = 调出 − 调入, never below 0 (after 调入 the difference is a 差异, not in transit). */
export function inTransitQty(shippedQty: number, receivedQty: number, precision = 6): number {
  return Math.max(0, roundQty(shippedQty - receivedQty, precision));
}

/** 差异 = 调入 − 调出: negative when received short (短收), 0 when all arrived. */
export function receiptDiff(shippedQty: number, receivedQty: number, precision = 6): number {
  return roundQty(receivedQty - shippedQty, precision);
}

/** 调出数量 ≥ 0 and ≤ 申请数量 (1018403); less ends the line at what left. */
export function shipQtyProblem(shippedQty: unknown, askedQty: number): string | undefined {
  if (!given(shippedQty)) return '请填写调出数量';
  if (shippedQty < 0) return '调出数量不能为负';
  return shippedQty > askedQty ? `调出数量 ${shippedQty} 超过申请数量 ${askedQty}` : undefined;
}

/** What 调入 checks on a line: ≤ 调出 (1018404), and a short receipt says why (1018405). */
export interface ReceiveLineFacts {
  shippedQty: number;
  receivedQty: unknown;
  diffReason: string | null | undefined;
  uomName: string;
  uomPrecision: number;
}

export function receiveProblem(line: ReceiveLineFacts): string | undefined {
  const { shippedQty, receivedQty } = line;
  if (!given(receivedQty)) return '请填写调入数量';
  if (receivedQty < 0) return '调入数量不能为负';
  if (receivedQty > shippedQty) return `调入数量 ${receivedQty} 超过调出数量 ${shippedQty}`;
  const short = -receiptDiff(shippedQty, receivedQty, line.uomPrecision);
  if (short > 0 && !line.diffReason?.trim()) return `短收 ${short} ${line.uomName}，请填写差异原因`;
  return undefined;
}
