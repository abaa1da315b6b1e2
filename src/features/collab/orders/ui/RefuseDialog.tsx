import { Typography } from 'antd';
import type { CollabOrderRow } from '@/entities/collab/order';
import { collabOrderRefuse } from '@/shared/api';
import { ReasonDialog } from '@/shared/ui/reason-field';

interface RefuseDialogProps {
  order: Pick<CollabOrderRow, 'id' | 'orderNo' | 'customerShortName'>;
  onClose: () => void;
  onDone: () => void;
}

/** 拒绝 a waiting order: the reason is required, the buyer reads it on the purchase order. */
export function RefuseDialog({ order, onClose, onDone }: RefuseDialogProps) {
  return (
    <ReasonDialog
      title="拒绝订单"
      verb="拒绝"
      id="refuse-reason"
      intro={
        <Typography.Text>
          拒绝{order.customerShortName}的订单 {order.orderNo}？客户会看到拒绝原因，再取消或变更订单。
        </Typography.Text>
      }
      run={(reason, options) => collabOrderRefuse({ body: { id: order.id, reason } }, options)}
      done={`已拒绝订单 ${order.orderNo}`}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
