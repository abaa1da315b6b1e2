import { availableQty, remainingDays, roundQty } from './figures';
import type { StStock, StSuggestRule } from './types';

type Row = Pick<
  StStock,
  | 'batchNo'
  | 'qualityState'
  | 'onHandQty'
  | 'lockedQty'
  | 'isolatedQty'
  | 'allocatedQty'
  | 'isolationLocation'
  | 'expiryDate'
  | 'firstInTime'
  | 'locationCode'
>;

/** What the stock leaves for: an issue (发料, 销售, 其他) or a scrap (其他出库 of type 报废: expired and 不合格 stock too). */
export type IssuePurpose = 'ISSUE' | 'SCRAP';

/** FEFO for a material with a shelf life, FIFO for the others, none for one on master data's 先进先出禁用 list. */
export function suggestRule(shelfLifeDays: number | null | undefined, fifoExempt: boolean): StSuggestRule {
  if (fifoExempt) return 'NONE';
  return shelfLifeDays ? 'FEFO' : 'FIFO';
}

const QUALITY_NAMES = { PENDING: '待检', REJECTED: '不合格', FROZEN: '冻结' } as const;

/**
 * Why a stock row cannot be issued, as the server says it (docs/design/scm-storage.md → Batch suggestion): expired
 * (1018202, a scrap excepted), 待检 / 不合格 / 冻结 (1018203, a scrap may take 不合格), or nothing left to issue
 * (locked, isolated, allocated); undefined when it can.
 */
export function issueRefusal(row: Row, today: string, purpose: IssuePurpose = 'ISSUE'): string | undefined {
  const scrap = purpose === 'SCRAP';
  if (!scrap && row.expiryDate && remainingDays(row.expiryDate, today) < 0)
    return `批次 ${row.batchNo} 已过期（有效期至 ${row.expiryDate}），不能发料`;
  if (row.qualityState !== 'QUALIFIED' && !(scrap && row.qualityState === 'REJECTED'))
    return `批次 ${row.batchNo} 质量状态为${QUALITY_NAMES[row.qualityState]}，不能发料`;
  if (!scrap && (row.isolationLocation || availableQty(row) <= 0))
    return `批次 ${row.batchNo} 在 ${row.locationCode} 没有可用库存（锁定、隔离或已分配）`;
  return undefined;
}

const byText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '9999').localeCompare(b ?? '9999');

/**
 * The candidates in the rule's order: FEFO by 有效期至 then first 入库, FIFO by the batch's first 入库, NONE by
 * location code (no order asked for). Rows that cannot be issued are left out.
 */
export function orderCandidates<R extends Row>(
  rows: readonly R[],
  rule: StSuggestRule,
  today: string,
  purpose: IssuePurpose = 'ISSUE',
): R[] {
  const candidates = rows.filter((row) => !issueRefusal(row, today, purpose));
  const compare = (a: R, b: R): number => {
    if (rule === 'FEFO') return byText(a.expiryDate, b.expiryDate) || byText(a.firstInTime, b.firstInTime);
    if (rule === 'FIFO') return byText(a.firstInTime, b.firstInTime) || byText(a.locationCode, b.locationCode);
    return byText(a.locationCode, b.locationCode);
  };
  return [...candidates].sort(compare);
}

/** The suggestion's quantities: filled from the first candidate on, each at most its 可用; what is missing is short. */
export function fillSuggestion<R extends Row>(ordered: readonly R[], qty: number, precision: number) {
  let left = qty;
  const picks = ordered.map((row) => {
    const take = roundQty(Math.min(left, availableQty(row, precision)), precision);
    left = roundQty(left - take, precision);
    return { row, qty: take };
  });
  return { picks: picks.filter((pick) => pick.qty > 0), shortQty: Math.max(0, left) };
}

/** A chosen batch other than the first suggested one asks for a reason (1018201), except where no order applies. */
export function needsReason(rule: StSuggestRule, suggestedBatchNo: string | undefined, chosenBatchNo: string): boolean {
  return rule !== 'NONE' && suggestedBatchNo !== undefined && suggestedBatchNo !== chosenBatchNo;
}
