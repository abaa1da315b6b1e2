import { Alert } from 'antd';
import type { PoOrderRow } from '@/entities/purchase-order';
import { poOrderCancel, poOrderClose } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';

interface ReasonAction {
  /** 关闭 or 取消. */
  verb: string;
  /** What it means for the order, said before the reason is asked. */
  consequence: (row: PoOrderRow) => string;
  call: typeof poOrderClose;
  done: string;
}

/** Asks why, then closes or cancels the order; the dialog stays open with the reason kept when the server refuses. */
function OrderReasonDialog({ action, ...panel }: RowPanelProps<PoOrderRow> & { action: ReasonAction }) {
  const { row } = panel;
  return (
    <ReasonDialog
      title={`${action.verb}订单：${row.orderNo}`}
      verb={action.verb}
      id="po-order-reason"
      intro={<Alert type="warning" showIcon title={action.consequence(row)} />}
      run={(reason, options) => action.call({ body: { id: row.id, reason } }, options)}
      done={action.done}
      onClose={panel.onClose}
      onDone={closeAndRefetch(panel)}
    />
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
