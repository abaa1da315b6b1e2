import { Alert, Flex, Modal, Typography } from 'antd';
import type { CollabOrderRow } from '@/entities/collab/order';
import { collabOrderConfirm } from '@/shared/api';
import { useSave } from '@/shared/ui/form';

interface ConfirmDialogProps {
  orders: readonly Pick<CollabOrderRow, 'id' | 'orderNo' | 'earliestRequiredDate'>[];
  onClose: () => void;
  onDone: () => void;
}

/** 确认 one or several waiting orders: lines without a reply are promised on their required dates. */
export function ConfirmDialog({ orders, onClose, onDone }: ConfirmDialogProps) {
  const { saving, failure, save } = useSave(
    () => collabOrderConfirm({ body: { ids: orders.map((order) => order.id) } }, { quiet: true }),
    { done: orders.length === 1 ? `已确认订单 ${orders[0]?.orderNo ?? ''}` : `已确认 ${orders.length} 张订单` },
  );
  return (
    <Modal
      open
      title="确认订单"
      okText="确认订单"
      cancelText="返回"
      confirmLoading={saving}
      onOk={() => void save().then((saved) => saved && onDone())}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          确认{orders.length === 1 ? '订单' : `以下 ${orders.length} 张订单`}：
          {orders.map((order) => order.orderNo).join('、')}
        </Typography.Text>
        <Typography.Text type="secondary">
          尚未回复交期的行按要求交期确认；不能按期交货的行请改用“回复交期”。
        </Typography.Text>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
}
