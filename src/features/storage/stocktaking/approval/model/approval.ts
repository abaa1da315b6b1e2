import { finalCount, qtyWithUnit } from '@/entities/storage/stock';
import type { StCountApprovalDetailData, StCountApprovalPageData } from '@/shared/api';

/** A task awaiting approval (or approved) with its difference totals, and its differences line by line. */
export type ApprovalRow = StCountApprovalPageData['rows'][number];
export type ApprovalDetail = StCountApprovalDetailData;
export type ApprovalLine = ApprovalDetail['lines'][number];

/** The lines whose location × batch had ON_HAND ledger rows after they were counted. */
export function movedLines(lines: readonly ApprovalLine[]): ApprovalLine[] {
  return lines.filter((line) => line.movedSince !== null);
}

/** 盘点后有 2 笔库存变动（MV-20261125-0001、MV-20261125-0002），净变动 0 根，最后 2026-11-25 16:10:00. */
export function movedText(line: ApprovalLine): string {
  const moved = line.movedSince;
  if (!moved) return '';
  const net =
    moved.netQty === 0
      ? `0 ${line.uomName}`
      : `${moved.netQty > 0 ? '+' : '−'}${qtyWithUnit(line, Math.abs(moved.netQty))}`;
  return `盘点后有 ${moved.rowCount} 笔库存变动（${moved.sourceNos.join('、')}），净变动 ${net}，最后 ${moved.lastTxnTime}`;
}

/** What the confirm dialog says of a moved line: 第 1 行 A-01-01 RM-AL-0001 批次 B20261103-001 盘点后有 …. */
export function movedWarning(line: ApprovalLine): string {
  return `第 ${line.lineNo} 行 ${line.locationCode} ${line.materialCode} 批次 ${line.batchNo} ${movedText(line)}`;
}

/** The count the difference is of: the recount when there is one. */
export const countedQty = (line: ApprovalLine): number | null => finalCount(line);
