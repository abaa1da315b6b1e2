import { defineListScreen } from '@/shared/ui/crud-screen';
import {
  exportMaterialSuppliers,
  materialSupplierColumns,
  materialSupplierConditions,
  materialSupplierSource,
} from '../model/material-supplier-list';

/** 物料供应商: which supplier supplies which material, read only (the menu grants page and export). */
export const MaterialSupplierListPage = defineListScreen({
  tableId: 'scm.mdMaterialSupplier',
  permissionPrefix: 'mdMaterialSupplier',
  source: materialSupplierSource,
  columns: materialSupplierColumns,
  conditions: materialSupplierConditions,
  table: { exportFile: exportMaterialSuppliers, selection: 'checkbox' },
});
