import { useWarehouseConditions } from '@/entities/warehouse';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { areaColumns, areaConditions, areaSource } from '../model/area-list';

const AreaList = defineListScreen({
  tableId: 'scm.cdArea',
  permissionPrefix: 'cdArea',
  source: areaSource,
  columns: areaColumns,
  conditions: areaConditions,
});

/** 区域 (§7.9): the v2 storage-area list, read only; its search adds 仓库 (the enabled warehouses). */
export function AreaListPage() {
  const conditions = useWarehouseConditions(areaConditions);
  return <AreaList conditions={conditions} />;
}
