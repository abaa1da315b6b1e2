import { defineListScreen } from '@/shared/ui/crud-screen';
import { uomColumns, uomConditions, uomSource } from '../model/uom-list';

/** 计量单位 (§7.9): the units of measure, read-only (the contract has no calls to change them). */
export const UomListPage = defineListScreen({
  tableId: 'scm.cdUom',
  permissionPrefix: 'cdUom',
  source: uomSource,
  columns: uomColumns,
  conditions: uomConditions,
});
