import type { CollabSupplierItemPageData, MdSupplierScopePageData } from '@/shared/api';

type ScopeRow = MdSupplierScopePageData['rows'][number];
type SupplierItem = CollabSupplierItemPageData['rows'][number];
export type ScopeMaterial = Pick<ScopeRow, 'materialId' | 'materialCode' | 'materialName'>;

/** The material an edited record holds, as the scope may name it (its code). */
export type KnownMaterial = Pick<SupplierItem, 'materialId' | 'materialCode' | 'materialName'>;

/**
 * Whether the chosen material is in the supplier's scope (mdSupplierScope): by id, or for the record's own material
 * by its code — the scope and the supplier items may name one material by its legacy and its current id
 * (docs/design/scm-purchase.md → Older examples), and a material's code is unique.
 */
export function inScope(rows: readonly ScopeMaterial[], materialId: string, known?: KnownMaterial): boolean {
  return rows.some(
    (row) =>
      row.materialId === materialId || (known?.materialId === materialId && row.materialCode === known.materialCode),
  );
}

/**
 * Why a supplier item cannot be saved with this supplier and material, in the server's words where the material is
 * known (物料 RM-AL-0001 不在供应商亚太轻合金的供货范围内), or undefined. A scope larger than the page read is left
 * to the server.
 */
export function scopeProblem(
  scope: { rows: readonly ScopeMaterial[]; totalRows?: number | undefined },
  materialId: string,
  known: KnownMaterial | undefined,
  supplierName: string | undefined,
): string | undefined {
  if (inScope(scope.rows, materialId, known)) return undefined;
  if ((scope.totalRows ?? scope.rows.length) > scope.rows.length) return undefined;
  const material = known?.materialId === materialId ? `物料 ${known.materialCode} ` : '所选物料';
  return `${material}不在${supplierName ? `供应商${supplierName}` : '所选供应商'}的供货范围内`;
}
