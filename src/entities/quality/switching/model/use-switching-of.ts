import { useQuery } from '@tanstack/react-query';
import { qmSwitchingPageQueryOptions, type QmSwitchingPageData } from '@/shared/api';
import type { QmSwitchingRow } from './switching-looks';

/**
 * The switching state of one supplier × material, or null before its first lot inspected by GB/T 2828.1. One call per
 * supplier (a list's rows of the same supplier share it); the rows are matched here by both ids.
 */
export function useSwitchingOf(supplierId: string, materialId: string) {
  return useQuery({
    ...qmSwitchingPageQueryOptions({ body: { pageNo: 1, pageSize: 200, supplierId } }),
    select: (page: QmSwitchingPageData): QmSwitchingRow | null =>
      page.rows.find((row) => row.supplierId === supplierId && row.materialId === materialId) ?? null,
    staleTime: 60_000,
  });
}
