import { Typography } from 'antd';
import { poAsnCancel, poAsnClose, type PoAsnPageData } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';
import { quantityText } from '../model/quantity-text';
import { AsnShipDialog } from './AsnShipDialog';

type AsnRow = PoAsnPageData['rows'][number];

export function ShipPanel(props: RowPanelProps<AsnRow>) {
  return <AsnShipDialog asn={props.row} onClose={props.onClose} onDone={closeAndRefetch(props)} />;
}

export function CancelPanel(props: RowPanelProps<AsnRow>) {
  const { row } = props;
  return (
    <ReasonDialog
      title={`取消到货通知：${row.asnNo}`}
      verb="取消"
      id="asn-reason"
      done="已取消"
      intro={
        <Typography.Text>{`取消后 ${row.asnNo} 的数量不再计入订单 ${row.orderNo} 的在途，订单行可另发 ASN。`}</Typography.Text>
      }
      run={(reason, options) => poAsnCancel({ body: { id: row.id, reason } }, options)}
      onClose={props.onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}

export function ClosePanel(props: RowPanelProps<AsnRow>) {
  const { row } = props;
  return (
    <ReasonDialog
      title={`关闭到货通知：${row.asnNo}`}
      verb="关闭"
      id="asn-reason"
      done="已关闭"
      intro={
        <Typography.Text>{`${row.asnNo} 已收货 ${quantityText(row.receivedQty)}，共发 ${quantityText(row.totalQty)}。关闭后余量不再到货、不再计入在途，订单行可另发 ASN 补足。`}</Typography.Text>
      }
      run={(reason, options) => poAsnClose({ body: { id: row.id, reason } }, options)}
      onClose={props.onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}
