import type { scmSchemas } from '@/shared/api';
import { availableQty, figuresText, roundQty } from './figures';
import { issueRefusal, needsReason, type IssuePurpose } from './suggest';
import type { StStock, StSuggestRule } from './types';

type Schemas = scmSchemas['schemas'];

/** An issue document's line as the detail shows it (销售出库, 其他出库), and a customer order's 预留 stock row. */
export type StIssueDocLine = Schemas['StIssueDocLine'];
export type StSalesReserved = Schemas['StSalesReserved'];

/**
 * What an issue line shows beside the contract's fields (materialId, stockId, qty, reason, remark): the material, and
 * the stock row its batch was picked from with the figures the line's rules read. The save leaves them out.
 */
export interface IssueLineShown {
  materialCode?: string;
  materialName?: string;
  specification?: string | null;
  uomName?: string;
  uomPrecision?: number;
  batchNo?: string;
  locationCode?: string;
  locationName?: string;
  qualityState?: StStock['qualityState'];
  expiryDate?: string | null;
  firstInTime?: string | null;
  isolationLocation?: boolean;
  onHandQty?: number;
  lockedQty?: number;
  isolatedQty?: number;
  allocatedQty?: number;
  /** Of the locked stock, what the customer's order reserved (销售出库): 可用 for this document. */
  reservedQty?: number;
  /** The first batch the suggestion offered, and its rule: another batch asks for a reason (1018201). */
  suggestedBatchNo?: string;
  rule?: StSuggestRule;
}

/** An issue line on the grid: the contract's fields (销售出库 and 其他出库 take the same) and what it shows. */
export type IssueLine = Schemas['StSalesIssueLineForm'] & IssueLineShown;

/** What the rules read of a line (a line being typed may lack any of it). */
export type IssueRuleLine = Partial<Pick<IssueLine, 'materialId' | 'stockId' | 'qty' | 'reason'>> & IssueLineShown;

/** A stock row as an issue for one customer order sees it: its 预留 for that order is not locked against it. */
export function withReserve<R extends Pick<StStock, 'lockedQty'>>(row: R, reservedQty: number): R {
  return { ...row, lockedQty: Math.max(0, row.lockedQty - reservedQty) };
}

/**
 * What may leave a row: 可用 for an issue (合格, not locked, isolated or allocated); for a scrap what is on hand and
 * neither locked nor allocated, whatever its state or location (过期 and 不合格 stock is what a scrap is for).
 */
export function issuableQty(
  row: Pick<StStock, 'qualityState' | 'onHandQty' | 'lockedQty' | 'isolatedQty' | 'allocatedQty'>,
  purpose: IssuePurpose,
  precision = 6,
): number {
  if (purpose === 'ISSUE') return availableQty(row, precision);
  return Math.max(0, roundQty(row.onHandQty - row.lockedQty - row.allocatedQty, precision));
}

/** A picked stock row as the line's fields: the batch, the location, the figures, and what was suggested first. */
export function lineOfStock(
  row: StStock & { reservedQty?: number },
  suggested: { batchNo?: string; rule: StSuggestRule },
): Partial<IssueLine> {
  return {
    stockId: row.id,
    materialId: row.materialId,
    materialCode: row.materialCode,
    materialName: row.materialName,
    specification: row.specification ?? null,
    uomName: row.uomName,
    uomPrecision: row.uomPrecision,
    batchNo: row.batchNo,
    locationCode: row.locationCode,
    locationName: row.locationName,
    qualityState: row.qualityState,
    expiryDate: row.expiryDate ?? null,
    firstInTime: row.firstInTime ?? null,
    isolationLocation: row.isolationLocation,
    onHandQty: row.onHandQty,
    // The line keeps the row as the stock shows it; its 预留 is counted by reservedQty.
    lockedQty: row.lockedQty + (row.reservedQty ?? 0),
    isolatedQty: row.isolatedQty,
    allocatedQty: row.allocatedQty,
    reservedQty: row.reservedQty ?? 0,
    suggestedBatchNo: suggested.batchNo,
    rule: suggested.rule,
  };
}

/** The line's stock row with its figures, or undefined while no batch is picked (or an edited line lacks them). */
function stockOf(line: IssueRuleLine) {
  const { batchNo, qualityState, onHandQty, lockedQty, isolatedQty, allocatedQty, locationCode } = line;
  if (batchNo === undefined || qualityState === undefined || onHandQty === undefined) return undefined;
  return withReserve(
    {
      batchNo,
      qualityState,
      onHandQty,
      lockedQty: lockedQty ?? 0,
      isolatedQty: isolatedQty ?? 0,
      allocatedQty: allocatedQty ?? 0,
      isolationLocation: line.isolationLocation ?? false,
      expiryDate: line.expiryDate ?? null,
      firstInTime: line.firstInTime ?? null,
      locationCode: locationCode ?? '',
    },
    line.reservedQty ?? 0,
  );
}

/**
 * Why the line's batch cannot leave for this purpose, as the server says it: expired (1018202, a scrap excepted),
 * 待检 / 不合格 / 冻结 (1018203, a scrap may take 不合格). Nothing to say before a batch is picked.
 */
export function batchProblem(line: IssueRuleLine, today: string, purpose: IssuePurpose): string | undefined {
  const row = stockOf(line);
  if (!row) return undefined;
  const refusal = issueRefusal(row, today, purpose);
  // "没有可用" is the quantity's to say (1018204, with the numbers).
  return refusal && !refusal.includes('没有可用') ? refusal : undefined;
}

/** 数量 above what the batch has to give (1018204): 出库 60 超过批次 FG20261128-001 在 F2-01-01 的可用 40（在库 40，…）. */
export function qtyProblem(line: IssueRuleLine, purpose: IssuePurpose): string | undefined {
  const row = stockOf(line);
  if (!row || typeof line.qty !== 'number') return undefined;
  const issuable = issuableQty(row, purpose, line.uomPrecision ?? 6);
  if (line.qty <= issuable) return undefined;
  const reserve = line.reservedQty ? `，其中本单销售订单预留 ${line.reservedQty}` : '';
  const locked = line.lockedQty ?? 0;
  const figures = figuresText({ ...row, lockedQty: locked }).replace(`锁定 ${locked}`, `锁定 ${locked}${reserve}`);
  return `出库 ${line.qty} 超过批次 ${row.batchNo} 在 ${row.locationCode} 的可用 ${issuable}${figures}`;
}

/** Another batch than the suggested one without a reason (1018201): 未按先进先出（FIFO）选批，请填写原因. */
export function reasonProblem(line: IssueRuleLine): string | undefined {
  if (!line.rule || !line.batchNo || line.reason?.trim()) return undefined;
  return needsReason(line.rule, line.suggestedBatchNo, line.batchNo)
    ? `未按先进先出（${line.rule}）选批，请填写原因`
    : undefined;
}

/** The edited document's line (from its detail): the batch and location it holds, no figures (the server checks). */
export function lineOfDocLine(line: StIssueDocLine): IssueLine {
  return {
    materialId: line.materialId,
    stockId: line.stockId,
    qty: line.qty,
    // The grid's empty inputs (the save turns them into null).
    reason: line.reason ?? '',
    remark: line.remark ?? '',
    materialCode: line.materialCode,
    materialName: line.materialName,
    specification: line.specification ?? null,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    batchNo: line.batchNo,
    locationCode: line.locationCode,
    locationName: line.locationName,
    expiryDate: line.expiryDate ?? null,
    suggestedBatchNo: line.suggestedBatchNo ?? undefined,
  };
}
