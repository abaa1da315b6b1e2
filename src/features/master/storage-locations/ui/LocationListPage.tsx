import { useWarehouseConditions } from '@/entities/warehouse';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { locationColumns, locationConditions, locationSource } from '../model/location-list';

const LocationList = defineListScreen({
  tableId: 'scm.cdLocation',
  permissionPrefix: 'cdLocation',
  source: locationSource,
  columns: locationColumns,
  conditions: locationConditions,
});

/** 库位 (§7.9): the v2 storage-location list, read only; its search adds 仓库 (the enabled warehouses). */
export function LocationListPage() {
  const conditions = useWarehouseConditions(locationConditions);
  return <LocationList conditions={conditions} />;
}
