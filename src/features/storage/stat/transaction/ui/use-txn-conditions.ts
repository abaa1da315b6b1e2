import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { stockLocations } from '@/entities/storage/stock';
import { cdWarehousePageQueryOptions } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';

// The enabled warehouses, the same query the warehouse pickers share.
const warehouses = cdWarehousePageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } });

/** 事务历史's conditions with their options: 仓库 (several), 库区 and 库位 from master data. */
export function useTxnConditions(declared: readonly SearchCondition[]): SearchCondition[] {
  const houses = useQuery(warehouses);
  const locations = useQuery(stockLocations);
  return useMemo(() => {
    const locationRows = locations.data ?? [];
    const areas = new Map<string, string>();
    for (const l of locationRows) if (l.areaId && l.areaName) areas.set(l.areaId, `${l.houseName} ${l.areaName}`);
    const options: Record<string, SearchOption[]> = {
      houseIds: (houses.data?.rows ?? []).map((w) => ({ value: w.id, title: `${w.code} ${w.name}` })),
      areaId: [...areas].map(([value, title]) => ({ value, title })),
      locationId: locationRows.map((l) => ({ value: l.id, title: `${l.code} ${l.name}` })),
    };
    return declared.map((c) => (options[c.key] ? { ...c, options: options[c.key] } : c));
  }, [declared, houses.data, locations.data]);
}
