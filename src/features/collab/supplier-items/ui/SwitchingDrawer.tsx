import { SwitchingPanel } from '@/entities/quality/switching';
import type { collabSupplierItem } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { AppDrawer } from '@/shared/ui/app-drawer';

type Row = RowOf<typeof collabSupplierItem>;

/** 检验严格度 of one supplier item: why its lots are inspected normal, tightened or reduced, or are stopped. */
export function SwitchingDrawer({ row, onClose }: RowPanelProps<Row>) {
  return (
    <AppDrawer
      open
      title={`检验严格度：${row.supplierName} × ${row.materialCode} ${row.materialName}`}
      onClose={onClose}
      width="large"
    >
      <SwitchingPanel supplierId={row.supplierId} materialId={row.materialId} />
    </AppDrawer>
  );
}
