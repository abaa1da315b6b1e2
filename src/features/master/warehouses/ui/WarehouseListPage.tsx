import { DataTable } from '@/shared/ui/data-table';
import { warehouseColumns, warehouseConditions, warehouseSource, type Warehouse, type WarehouseQuery } from '../model/warehouse-list';

/** 仓库 (§7.9): the v2 warehouse list, read only. */
export function WarehouseListPage() {
  return (
    <DataTable<Warehouse, WarehouseQuery>
      tableId="scm.cdWarehouse"
      permissionPrefix="cdWarehouse"
      columns={warehouseColumns}
      conditions={warehouseConditions}
      source={warehouseSource}
    />
  );
}
