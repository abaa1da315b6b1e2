import type { StExpiryState, StStock } from './types';

type Figures = Pick<StStock, 'qualityState' | 'onHandQty' | 'lockedQty' | 'isolatedQty' | 'allocatedQty'>;

/** Rounds to a unit's decimals without the float tails of 0.1 + 0.2. */
export function roundQty(qty: number, precision: number): number {
  const factor = 10 ** precision;
  return Math.round(qty * factor) / factor;
}

/**
 * 可用 = 在库 − 锁定 − 隔离 − 已分配 for 合格 stock, never below 0; 待检, 不合格 and 冻结 stock has none (its state is
 * the reason). docs/design/scm-storage.md → The one-ledger rule.
 */
export function availableQty(row: Figures, precision = 6): number {
  if (row.qualityState !== 'QUALIFIED') return 0;
  return Math.max(0, roundQty(row.onHandQty - row.lockedQty - row.isolatedQty - row.allocatedQty, precision));
}

/** What may still leave a row whatever its state (a move takes 待检 stock along): 在库 − 已分配. */
export function movableQty(row: Figures, precision = 6): number {
  return Math.max(0, roundQty(row.onHandQty - row.allocatedQty, precision));
}

/** The numbers a refusal names: （在库 40，锁定 0，隔离 0，已分配 0）. */
export function figuresText(row: Figures): string {
  return `（在库 ${row.onHandQty}，锁定 ${row.lockedQty}，隔离 ${row.isolatedQty}，已分配 ${row.allocatedQty}）`;
}

const DAY = 24 * 60 * 60 * 1000;

/** 剩余天数: 有效期至 − today in whole days, negative once past (dates as YYYY-MM-DD). */
export function remainingDays(expiryDate: string, today: string): number {
  return Math.round((Date.parse(expiryDate) - Date.parse(today)) / DAY);
}

/** 效期状态: 过期 below 0 days, 临期 within the material's warning days (empty = 30), else 正常; none without a date. */
export function expiryState(
  expiryDate: string | null | undefined,
  warnDays: number | null | undefined,
  today: string,
): StExpiryState {
  if (!expiryDate) return 'NONE';
  const days = remainingDays(expiryDate, today);
  if (days < 0) return 'EXPIRED';
  return days <= (warnDays ?? 30) ? 'NEAR' : 'NORMAL';
}
