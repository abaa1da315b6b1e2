import { PoChangeDrawer, type PoChangeRow } from '@/entities/purchase-order';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

/** 订单变更详情 from the list: the same drawer 订单审核 opens (entities/purchase-order). */
export function ChangeDetailDrawer({ row, onClose }: RowPanelProps<PoChangeRow>) {
  return <PoChangeDrawer id={row.id} title={`订单变更详情：${row.changeNo}`} onClose={onClose} />;
}
