import { CollabOrderDetailDrawer, type CollabOrderRow } from '@/entities/collab-order';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { AsnCreateDialog } from './AsnCreateDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { RefuseDialog } from './RefuseDialog';
import { ReplyDateDialog } from './ReplyDateDialog';

// The row actions' dialogs as panels of the list kit: each closes and refetches the list once done.

type Panel = RowPanelProps<CollabOrderRow>;

const closeAndRefetch =
  ({ onClose, refetch }: Panel) =>
  () => {
    onClose();
    void refetch();
  };

export function DetailPanel({ row, onClose }: Panel) {
  return <CollabOrderDetailDrawer orderId={row.id} onClose={onClose} />;
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
