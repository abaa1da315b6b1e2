import { PoOrderDrawer, type PoOrderRow } from '@/entities/purchase-order';
import type { PoOrderLinePageData } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

type LineRow = PoOrderLinePageData['rows'][number];

/** 详情 of an order row. */
export function OrderDetail({ row, onClose }: RowPanelProps<PoOrderRow>) {
  return <PoOrderDrawer id={row.id} title={`采购订单详情：${row.orderNo}`} onClose={onClose} />;
}

/** 详情 of a line row: the order it belongs to. */
export function LineOrderDetail({ row, onClose }: RowPanelProps<LineRow>) {
  return <PoOrderDrawer id={row.orderId} title={`采购订单详情：${row.orderNo}`} onClose={onClose} />;
}
