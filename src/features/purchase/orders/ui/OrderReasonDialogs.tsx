import { Alert, Flex, Modal } from 'antd';
import { useState } from 'react';
import type { PoOrderRow } from '@/entities/purchase-order';
import { poOrderCancel, poOrderClose } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from '@/shared/ui/reason-field';

interface ReasonAction {
  /** 关闭 or 取消. */
  verb: string;
  /** What it means for the order, said before the reason is asked. */
  consequence: (row: PoOrderRow) => string;
  call: typeof poOrderClose;
  done: string;
}

/** Asks why, then closes or cancels the order; the dialog stays open with the reason kept when the server refuses. */
function OrderReasonDialog({ row, onClose, refetch, action }: RowPanelProps<PoOrderRow> & { action: ReasonAction }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  // Not quiet: the request layer tells a refusal (已到货的订单不能取消…).
  const { saving, save } = useSave(() => action.call({ body: { id: row.id, reason: reason.trim() } }), {
    done: action.done,
  });
  const submit = async () => {
    if (!reason.trim()) {
      setError(`请输入${action.verb}原因`);
      return;
    }
    if (!(await save())) return;
    onClose();
    void refetch();
  };
  return (
    <Modal
      open
      title={`${action.verb}订单：${row.orderNo}`}
      okText={`确认${action.verb}`}
      okButtonProps={{ danger: true }}
      cancelText="返回"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={action.consequence(row)} />
        <ReasonField
          id="po-order-reason"
          label={`${action.verb}原因`}
          required
          value={reason}
          error={error}
          onChange={(next) => {
            setReason(next);
            setError(undefined);
          }}
        />
      </Flex>
    </Modal>
  );
}

/** 关闭 a partly received order: what has not arrived is no longer expected. */
export function CloseOrderDialog(props: RowPanelProps<PoOrderRow>) {
  return (
    <OrderReasonDialog
      {...props}
      action={{
        verb: '关闭',
        consequence: (row) =>
          `${row.supplierName}的订单 ${row.orderNo} 关闭后，未到货的数量不再收货，已发出的到货通知余量随之作废。`,
        call: poOrderClose,
        done: '订单已关闭',
      }}
    />
  );
}

/** 取消 an approved order nothing of which has arrived. */
export function CancelOrderDialog(props: RowPanelProps<PoOrderRow>) {
  return (
    <OrderReasonDialog
      {...props}
      action={{
        verb: '取消',
        consequence: (row) => `订单 ${row.orderNo} 取消后作废，${row.supplierName}不再按此订单发货。`,
        call: poOrderCancel,
        done: '订单已取消',
      }}
    />
  );
}
