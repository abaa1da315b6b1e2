import { poAsnCancel, poAsnClose, type PoAsnPageData } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { quantityText } from '../model/quantity-text';
import { AsnReasonDialog } from './AsnReasonDialog';
import { AsnShipDialog } from './AsnShipDialog';

type AsnRow = PoAsnPageData['rows'][number];

/** After a change of state: the dialog closes and the list shows the ASN's new state. */
const finished =
  ({ onClose, refetch }: RowPanelProps<AsnRow>) =>
  () => {
    onClose();
    void refetch();
  };

export function ShipPanel(props: RowPanelProps<AsnRow>) {
  return <AsnShipDialog asn={props.row} onClose={props.onClose} onDone={finished(props)} />;
}

export function CancelPanel(props: RowPanelProps<AsnRow>) {
  const { row } = props;
  return (
    <AsnReasonDialog
      verb="取消"
      asnNo={row.asnNo}
      question={`取消后 ${row.asnNo} 的数量不再计入订单 ${row.orderNo} 的在途，订单行可另发 ASN。`}
      run={(reason, options) => poAsnCancel({ body: { id: row.id, reason } }, options)}
      onClose={props.onClose}
      onDone={finished(props)}
    />
  );
}

export function ClosePanel(props: RowPanelProps<AsnRow>) {
  const { row } = props;
  return (
    <AsnReasonDialog
      verb="关闭"
      asnNo={row.asnNo}
      question={`${row.asnNo} 已收货 ${quantityText(row.receivedQty)}，共发 ${quantityText(row.totalQty)}。关闭后余量不再到货、不再计入在途，订单行可另发 ASN 补足。`}
      run={(reason, options) => poAsnClose({ body: { id: row.id, reason } }, options)}
      onClose={props.onClose}
      onDone={finished(props)}
    />
  );
}
