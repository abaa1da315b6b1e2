import { DataTable } from '@/shared/ui/data-table';
import { uomColumns, uomConditions, uomSource, type Uom, type UomQuery } from '../model/uom-list';

/** 计量单位 (§7.9): the units of measure, read-only (the contract has no calls to change them). */
export function UomListPage() {
  return <DataTable<Uom, UomQuery> tableId="scm.cdUom" permissionPrefix="cdUom" columns={uomColumns} conditions={uomConditions} source={uomSource} />;
}
