import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cdWarehousePageQueryOptions } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';

// The enabled warehouses, the same call (and cache) as the warehouse pickers and useHouseConditions.
const enabledWarehouses = cdWarehousePageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } });

/**
 * A transfer list's conditions plus 调出仓库 (`houseId`) and 调入仓库 (`toHouseId`), several each, joined by commas
 * as storage's queries take them (docs/design/scm-storage-2.md → 调拨管理).
 */
export function useAllotHouseConditions<K extends string>(
  conditions: readonly SearchCondition<K>[],
): SearchCondition<K | 'houseId' | 'toHouseId'>[] {
  const { data } = useQuery(enabledWarehouses);
  return useMemo(() => {
    const options: SearchOption[] = (data?.rows ?? []).map((w) => ({ value: w.id, title: `${w.code} ${w.name}` }));
    return [
      ...conditions,
      { key: 'houseId', title: '调出仓库', type: 'select', options, multiple: true },
      { key: 'toHouseId', title: '调入仓库', type: 'select', options, multiple: true },
    ];
  }, [conditions, data]);
}
