import { useWarehouseConditions } from '@/entities/warehouse';
import { DataTable } from '@/shared/ui/data-table';
import { areaColumns, areaConditions, areaSource, type StorageArea, type StorageAreaQuery } from '../model/area-list';

/** 区域 (§7.9): the v2 storage-area list, read only. */
export function AreaListPage() {
  const conditions = useWarehouseConditions(areaConditions);
  return (
    <DataTable<StorageArea, StorageAreaQuery>
      tableId="scm.cdArea"
      permissionPrefix="cdArea"
      columns={areaColumns}
      conditions={conditions}
      source={areaSource}
    />
  );
}
