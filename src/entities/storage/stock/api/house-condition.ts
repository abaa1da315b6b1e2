import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cdWarehousePageQueryOptions } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';

// The enabled warehouses, the same call (and cache) as the warehouse pickers.
const enabledWarehouses = cdWarehousePageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } });

/**
 * A storage list's conditions plus 仓库 (several), sent as `houseId` joined by commas as storage's queries take it
 * (entities/storage/warehouse's condition sends `warehouseId`).
 */
export function useHouseConditions<K extends string>(
  conditions: readonly SearchCondition<K>[],
): SearchCondition<K | 'houseId'>[] {
  const { data } = useQuery(enabledWarehouses);
  return useMemo(() => {
    const options: SearchOption[] = (data?.rows ?? []).map((w) => ({ value: w.id, title: `${w.code} ${w.name}` }));
    return [...conditions, { key: 'houseId', title: '仓库', type: 'select', options, multiple: true }];
  }, [conditions, data]);
}
