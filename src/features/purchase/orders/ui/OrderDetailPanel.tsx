import { PoOrderDrawer, type PoOrderRow } from '@/entities/purchase-order';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

/** 采购订单详情: the order document (lines with what arrived, totals, 到货进度, reasons, approval flow). */
export function OrderDetailPanel({ row, onClose }: RowPanelProps<PoOrderRow>) {
  return <PoOrderDrawer id={row.id} title={`采购订单详情：${row.orderNo}`} onClose={onClose} />;
}
