import { ST_QUALITY_STATES } from './states';
import { availableQty, figuresText, movableQty } from './figures';
import type { StStock } from './types';

/** What the limits read of a stock row: its figures, state and unit's decimals. */
export type StockFigures = Pick<
  StStock,
  'qualityState' | 'onHandQty' | 'lockedQty' | 'isolatedQty' | 'allocatedQty' | 'uomPrecision'
>;

const given = (qty: unknown): qty is number => typeof qty === 'number' && Number.isFinite(qty);

/**
 * 锁定数量 ≤ 可用; the refusal names the figures as the server's 1018011 does (docs/design/scm-storage.md → 库存锁定):
 * 锁定数量 50 超过可用 40（在库 40，锁定 0，隔离 0，已分配 0）.
 */
export function lockQtyProblem(qty: unknown, stock: StockFigures | undefined): string | undefined {
  if (!given(qty) || !stock) return undefined;
  const limit = availableQty(stock, stock.uomPrecision);
  return qty > limit ? `锁定数量 ${qty} 超过可用 ${limit}${figuresText(stock)}` : undefined;
}

/** What an isolation may take from a row: 在库 − 已分配, whatever its state (→ 库存隔离). */
export const isolationLimit = (stock: StockFigures) => movableQty(stock, stock.uomPrecision);

/** 隔离数量 ≤ 在库 − 已分配 (1018011 with the figures). */
export function isolationQtyProblem(qty: unknown, stock: StockFigures | undefined): string | undefined {
  if (!given(qty) || !stock) return undefined;
  const limit = isolationLimit(stock);
  return qty > limit ? `隔离数量 ${qty} 超过可隔离 ${limit}${figuresText(stock)}` : undefined;
}

/**
 * What a move may take from a row (→ 库存移动): 可用 of 合格 stock; a 待检, 不合格 or 冻结 row moves with its state and
 * is checked against 在库 − 已分配 instead.
 */
export function moveLimit(stock: StockFigures): number {
  return stock.qualityState === 'QUALIFIED'
    ? availableQty(stock, stock.uomPrecision)
    : movableQty(stock, stock.uomPrecision);
}

/**
 * 移库数量 ≤ moveLimit, said as the server's 1018031 says it (without the line number, which the grid shows):
 * 移库数量 3000 超过可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）.
 */
export function moveQtyProblem(qty: unknown, stock: StockFigures | undefined): string | undefined {
  if (!given(qty) || !stock) return undefined;
  const limit = moveLimit(stock);
  if (qty <= limit) return undefined;
  if (stock.qualityState === 'QUALIFIED') return `移库数量 ${qty} 超过可用 ${limit}${figuresText(stock)}`;
  const state = ST_QUALITY_STATES[stock.qualityState].label;
  return `移库数量 ${qty} 超过可移 ${limit}（${state}库存按 在库 − 已分配 计）${figuresText(stock)}`;
}
