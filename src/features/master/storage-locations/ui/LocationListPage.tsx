import { useWarehouseConditions } from '@/entities/warehouse';
import { DataTable } from '@/shared/ui/data-table';
import { locationColumns, locationConditions, locationSource, type StorageLocation, type StorageLocationQuery } from '../model/location-list';

/** 库位 (§7.9): the v2 storage-location list, read only. */
export function LocationListPage() {
  const conditions = useWarehouseConditions(locationConditions);
  return (
    <DataTable<StorageLocation, StorageLocationQuery>
      tableId="scm.cdLocation"
      permissionPrefix="cdLocation"
      columns={locationColumns}
      conditions={conditions}
      source={locationSource}
    />
  );
}
