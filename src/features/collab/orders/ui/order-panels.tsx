import { CollabOrderDetailDrawer, type CollabOrderRow } from '@/entities/collab/order';
import { Access } from '@/entities/permission';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { AsnCreateDialog } from './AsnCreateDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { AsnLabelsAction, LabelsDialog } from './LabelsDialog';
import { RefuseDialog } from './RefuseDialog';
import { ReplyDateDialog } from './ReplyDateDialog';

// The row actions' dialogs as panels of the list kit: each closes and refetches the list once done.

type Panel = RowPanelProps<CollabOrderRow>;

export function DetailPanel({ row, onClose }: Panel) {
  return (
    <CollabOrderDetailDrawer
      orderId={row.id}
      onClose={onClose}
      asnAction={(asn, order) => (
        <Access require="collabOrderManage:print">
          <AsnLabelsAction asn={asn} order={order} />
        </Access>
      )}
    />
  );
}

export function ConfirmPanel(props: Panel) {
  return <ConfirmDialog orders={[props.row]} onClose={props.onClose} onDone={closeAndRefetch(props)} />;
}

export function RefusePanel(props: Panel) {
  return <RefuseDialog order={props.row} onClose={props.onClose} onDone={closeAndRefetch(props)} />;
}

export function ReplyDatePanel(props: Panel) {
  return <ReplyDateDialog orderId={props.row.id} onClose={props.onClose} onDone={closeAndRefetch(props)} />;
}

export function AsnCreatePanel(props: Panel) {
  return <AsnCreateDialog orderId={props.row.id} onClose={props.onClose} onDone={closeAndRefetch(props)} />;
}

export function LabelsPanel({ row, onClose }: Panel) {
  return <LabelsDialog orderId={row.id} onClose={onClose} />;
}
