import { Alert, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { CollabOrderRow } from '@/entities/collab/order';
import { collabOrderRefuse } from '@/shared/api';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from '@/shared/ui/reason-field';

interface RefuseDialogProps {
  order: Pick<CollabOrderRow, 'id' | 'orderNo' | 'customerShortName'>;
  onClose: () => void;
  onDone: () => void;
}

/** 拒绝 a waiting order: the reason is required, the buyer reads it on the purchase order. */
export function RefuseDialog({ order, onClose, onDone }: RefuseDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { saving, failure, save } = useSave(
    (text: string) => collabOrderRefuse({ body: { id: order.id, reason: text } }, { quiet: true }),
    { done: `已拒绝订单 ${order.orderNo}` },
  );
  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setError('请输入拒绝原因');
      return;
    }
    void save(text).then((saved) => saved && onDone());
  };
  return (
    <Modal
      open
      title="拒绝订单"
      okText="确认拒绝"
      cancelText="返回"
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          拒绝{order.customerShortName}的订单 {order.orderNo}？客户会看到拒绝原因，再取消或变更订单。
        </Typography.Text>
        <ReasonField
          id="refuse-reason"
          label="拒绝原因"
          required
          value={reason}
          error={error}
          onChange={(next) => {
            setReason(next);
            setError(undefined);
          }}
        />
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
}
