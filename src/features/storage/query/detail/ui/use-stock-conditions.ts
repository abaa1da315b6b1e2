import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { materialGroupTreeQuery } from '@/entities/material';
import { stockLocations } from '@/entities/storage/stock';
import { cdWarehousePageQueryOptions } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';

// The enabled warehouses, the same query the warehouse pickers share.
const warehouses = cdWarehousePageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } });

interface GroupNode {
  id: string;
  title: string;
  children?: GroupNode[] | undefined;
}

/** The group tree as options, a subgroup under its parent (the server takes a group with its subgroups). */
function groupOptions(nodes: readonly GroupNode[], depth = 0): SearchOption[] {
  return nodes.flatMap((node) => [
    { value: node.id, title: `${'　'.repeat(depth)}${node.title}` },
    ...groupOptions(node.children ?? [], depth + 1),
  ]);
}

/** 库存明细's conditions with their options: 仓库 (several), 库区, 库位 and 物料组 from master data. */
export function useStockConditions(declared: readonly SearchCondition[]): SearchCondition[] {
  const houses = useQuery(warehouses);
  const locations = useQuery(stockLocations);
  const groups = useQuery(materialGroupTreeQuery);
  return useMemo(() => {
    const locationRows = locations.data ?? [];
    const areas = new Map<string, string>();
    for (const l of locationRows) if (l.areaId && l.areaName) areas.set(l.areaId, `${l.houseName} ${l.areaName}`);
    const options: Record<string, SearchOption[]> = {
      houseIds: (houses.data?.rows ?? []).map((w) => ({ value: w.id, title: `${w.code} ${w.name}` })),
      areaId: [...areas].map(([value, title]) => ({ value, title })),
      locationId: locationRows.map((l) => ({ value: l.id, title: `${l.code} ${l.name}` })),
      materialGroupId: groupOptions(groups.data ?? []),
    };
    return declared.map((c) => (options[c.key] ? { ...c, options: options[c.key] } : c));
  }, [declared, houses.data, locations.data, groups.data]);
}
