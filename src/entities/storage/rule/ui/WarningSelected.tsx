import { Button, message } from 'antd';
import { useState, type ComponentType } from 'react';
import { useRefetchList, type Refetchable } from '@/shared/ui/record-actions';
import { ackableIds, closableIds, type WarningLike } from '../model/warnings';
import { WarningAckDialog, WarningCloseDialog } from './WarningDialogs';

interface WarningSelectedProps {
  rows: readonly WarningLike[];
  clear: () => void;
  /** The warning list to reload after (its page operation). */
  list: Refetchable;
}

interface SelectionStep {
  label: string;
  /** The selected rows this step can take; none → `nothing` is said instead of opening the dialog. */
  takes: (rows: readonly WarningLike[]) => readonly string[];
  nothing: string;
  Dialog: ComponentType<{ rows: readonly WarningLike[]; onClose: () => void; onDone: () => void }>;
}

function SelectionButton({ rows, clear, list, step }: WarningSelectedProps & { step: SelectionStep }) {
  const [open, setOpen] = useState(false);
  const refetch = useRefetchList(list);
  const start = () => {
    if (step.takes(rows).length === 0) return void message.info(step.nothing);
    setOpen(true);
  };
  return (
    <>
      <Button disabled={rows.length === 0} onClick={start}>
        {step.label}
        {rows.length > 0 ? `（${rows.length}）` : ''}
      </Button>
      {open && (
        <step.Dialog
          rows={rows}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            clear();
            void refetch();
          }}
        />
      )}
    </>
  );
}

const ACK: SelectionStep = {
  label: '批量确认',
  takes: ackableIds,
  nothing: '所选预警都已确认或关闭',
  Dialog: WarningAckDialog,
};
const CLOSE: SelectionStep = {
  label: '批量关闭',
  takes: closableIds,
  nothing: '所选预警都已关闭',
  Dialog: WarningCloseDialog,
};

/** 确认 of the selected warnings (the open ones among them); the caller gates it by `{prefix}:ack`. */
export function WarningAckSelected(props: WarningSelectedProps) {
  return <SelectionButton {...props} step={ACK} />;
}

/** 关闭 of the selected warnings (the open and acknowledged ones) with one action; gated by `{prefix}:close`. */
export function WarningCloseSelected(props: WarningSelectedProps) {
  return <SelectionButton {...props} step={CLOSE} />;
}
