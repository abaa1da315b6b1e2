import { roundQty } from './figures';
import { issuableQty, withReserve, type StSalesReserved } from './issue-lines';
import type { IssuePurpose } from './suggest';
import type { StStock } from './types';

/** A material a warehouse holds, as an issue line's material picker lists it. */
export interface StockMaterial {
  materialId: string;
  materialCode: string;
  materialName: string;
  specification: string | null;
  uomName: string;
  uomPrecision: number;
  /** What may leave for the purpose, over its rows. */
  issuable: number;
  batchCount: number;
}

/**
 * The warehouse's stock rows as materials, in code order: each with what may leave for the purpose summed over its
 * rows (an issue 可用, the customer order's 预留 counted; a scrap on hand and not held otherwise); a material with
 * nothing to give is left out.
 */
export function stockMaterials(
  rows: readonly StStock[],
  houseId: string,
  purpose: IssuePurpose,
  reserved: readonly StSalesReserved[] = [],
): StockMaterial[] {
  const reservedOf = new Map(reserved.map((row) => [row.id, row.reservedQty]));
  const byMaterial = new Map<string, StockMaterial & { batches: Set<string> }>();
  for (const row of rows) {
    if (row.houseId !== houseId) continue;
    const qty = issuableQty(withReserve(row, reservedOf.get(row.id) ?? 0), purpose, row.uomPrecision);
    const material = byMaterial.get(row.materialId) ?? {
      materialId: row.materialId,
      materialCode: row.materialCode,
      materialName: row.materialName,
      specification: row.specification ?? null,
      uomName: row.uomName,
      uomPrecision: row.uomPrecision,
      issuable: 0,
      batchCount: 0,
      batches: new Set<string>(),
    };
    material.issuable = roundQty(material.issuable + qty, row.uomPrecision);
    if (qty > 0) material.batches.add(row.batchNo);
    byMaterial.set(row.materialId, material);
  }
  return [...byMaterial.values()]
    .filter((material) => material.issuable > 0)
    .map(({ batches, ...material }) => ({ ...material, batchCount: batches.size }))
    .sort((a, b) => a.materialCode.localeCompare(b.materialCode));
}
