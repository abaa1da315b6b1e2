import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import type { WarningLike } from '../model/warnings';
import { WarningAckDialog, WarningCloseDialog } from './WarningDialogs';

/** 确认 of one warning, from its row. */
export function WarningAckPanel(props: RowPanelProps<WarningLike>) {
  return <WarningAckDialog rows={[props.row]} onClose={props.onClose} onDone={closeAndRefetch(props)} />;
}

/** 关闭 of one warning, from its row. */
export function WarningClosePanel(props: RowPanelProps<WarningLike>) {
  return <WarningCloseDialog rows={[props.row]} onClose={props.onClose} onDone={closeAndRefetch(props)} />;
}
