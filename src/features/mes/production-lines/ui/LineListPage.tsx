import { DataTable } from '@/shared/ui/data-table';
import { exportLines, lineColumns, lineConditions, lineSource, type MfgLine, type MfgLineQuery } from '../model/line-list';

/** 产线 (§2.5 manufacture, §7.8): the production-line list. */
export function LineListPage() {
  return (
    <DataTable<MfgLine, MfgLineQuery>
      tableId="mes.mfgLine"
      permissionPrefix="mfgLine"
      columns={lineColumns}
      conditions={lineConditions}
      source={lineSource}
      exportFile={exportLines}
      selection="checkbox"
    />
  );
}
