import type { StSalesIssuePickListData } from '@/shared/api';

export type PickLine = StSalesIssuePickListData['lines'][number];

/**
 * 拣货单's order (docs/design/scm-storage.md → 销售出库): by location code, so the picker walks the shelves once; then
 * by material and batch, then the document's line number.
 */
export function pickOrder(lines: readonly PickLine[]): PickLine[] {
  return [...lines].sort(
    (a, b) =>
      a.locationCode.localeCompare(b.locationCode) ||
      a.materialCode.localeCompare(b.materialCode) ||
      a.batchNo.localeCompare(b.batchNo) ||
      a.lineNo - b.lineNo,
  );
}
