import { CollabOrderDetailDrawer, type CollabOrderRow } from '@/entities/collab/order';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

/** 详情 of an order, loaded with the first one opened. */
export function DetailPanel({ row, onClose }: RowPanelProps<CollabOrderRow>) {
  return <CollabOrderDetailDrawer orderId={row.id} onClose={onClose} />;
}
