import { useQuery } from '@tanstack/react-query';
import { collabSupplierItemPageQueryOptions, mdSupplierConfigGetQueryOptions } from '@/shared/api';
import type { ModeFacts } from '../model/resolve-mode';

/** The material as the form knows it: its id and code (the supplier items may name it by another master's id). */
export interface ModeMaterial {
  id: string;
  code: string;
}

/**
 * What decides the mode of a supplier × material: its supplier item (供应链协同 → 供应商物料), found by the material's id
 * or its code, and the supplier configuration's qualityCheckMode (docs/design/scm-quality.md → IQC 申请).
 */
export function useModeFacts(supplierId: string, material: ModeMaterial | undefined): Omit<ModeFacts, 'chosen'> {
  const items = useQuery({
    ...collabSupplierItemPageQueryOptions({
      body: { pageNo: 1, pageSize: 50, supplierId, materialCode: material?.code ?? '' },
    }),
    enabled: Boolean(supplierId && material),
  });
  const config = useQuery({
    ...mdSupplierConfigGetQueryOptions({ query: { supplierId } }),
    enabled: Boolean(supplierId),
  });
  // materialCode is matched loosely by the server: the supplier × material's own row is picked here.
  const item =
    material && items.data
      ? (items.data.rows.find(
          (row) =>
            row.supplierId === supplierId && (row.materialId === material.id || row.materialCode === material.code),
        ) ?? null)
      : undefined;
  return { item, configMode: config.data?.qualityCheckMode };
}
