import { DataTable } from '@/shared/ui/data-table';
import {
  exportMaterialSuppliers,
  materialSupplierColumns,
  materialSupplierConditions,
  materialSupplierSource,
  type MaterialSupplier,
  type MaterialSupplierQuery,
} from '../model/material-supplier-list';

/** 物料供应商: which supplier supplies which material, read only (the menu grants page and export). */
export function MaterialSupplierListPage() {
  return (
    <DataTable<MaterialSupplier, MaterialSupplierQuery>
      tableId="scm.mdMaterialSupplier"
      permissionPrefix="mdMaterialSupplier"
      columns={materialSupplierColumns}
      conditions={materialSupplierConditions}
      source={materialSupplierSource}
      exportFile={exportMaterialSuppliers}
      selection="checkbox"
    />
  );
}
