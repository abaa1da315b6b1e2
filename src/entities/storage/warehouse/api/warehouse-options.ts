import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cdWarehousePageQueryOptions, type CdWarehousePageData } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';

// One list for every warehouse picker and filter: the enabled warehouses, by id.
const enabledWarehouses = cdWarehousePageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } });

/** The same list as a select's options (QuerySelect takes an array). */
export const enabledWarehouseRows = { ...enabledWarehouses, select: (page: CdWarehousePageData) => page.rows };

export function useWarehouses() {
  return useQuery(enabledWarehouses);
}

/** The declared conditions plus '仓库' (warehouseId), its options the enabled warehouses. */
export function useWarehouseConditions<K extends string>(
  conditions: readonly SearchCondition<K>[],
): SearchCondition<K | 'warehouseId'>[] {
  const { data } = useWarehouses();
  return useMemo(() => {
    const options: SearchOption[] = (data?.rows ?? []).map((w) => ({ value: w.id, title: `${w.code} ${w.name}` }));
    return [...conditions, { key: 'warehouseId', title: '仓库', type: 'select', options }];
  }, [conditions, data]);
}
