import { poOrderDetailQueryOptions } from '@/shared/api';
import { DetailDrawer } from '@/shared/ui/record-detail';
import { orderItems, PoOrderBody } from './PoOrderDocument';

/** 采购订单详情 (采购订单, 订单查询, 订单审核): the header, the lines with what arrived, the totals and the approval flow. */
export function PoOrderDrawer({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  return (
    <DetailDrawer
      title={title}
      width="large"
      columns={3}
      onClose={onClose}
      query={poOrderDetailQueryOptions({ query: { id } })}
      items={orderItems}
    >
      {(order) => <PoOrderBody order={order} />}
    </DetailDrawer>
  );
}
