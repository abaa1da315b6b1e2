import { defineListScreen } from '@/shared/ui/crud-screen';
import { warehouseColumns, warehouseConditions, warehouseSource } from '../model/warehouse-list';

/** 仓库 (§7.9): the v2 warehouse list, read only. */
export const WarehouseListPage = defineListScreen({
  tableId: 'scm.cdWarehouse',
  permissionPrefix: 'cdWarehouse',
  source: warehouseSource,
  columns: warehouseColumns,
  conditions: warehouseConditions,
});
