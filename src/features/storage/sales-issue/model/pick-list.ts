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

/** A customer address as one line: 江苏省无锡市新吴区长江路 58 号…. */
export function addressText(address: {
  province?: string | null;
  city?: string | null;
  district?: string | null;
  detail?: string | null;
}): string {
  return [address.province, address.city, address.district, address.detail].filter(Boolean).join('');
}
