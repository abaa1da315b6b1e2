import { Button, message } from 'antd';
import { useState } from 'react';
import { useRefetchList, type Refetchable } from '@/shared/ui/record-actions';
import { ackableIds, closableIds, type WarningLike } from '../model/warnings';
import { WarningAckDialog, WarningCloseDialog } from './WarningDialogs';

interface WarningSelectedProps {
  rows: readonly WarningLike[];
  clear: () => void;
  /** The warning list to reload after (its page operation). */
  list: Refetchable;
}

/** 确认 of the selected warnings (the open ones among them); the caller gates it by `{prefix}:ack`. */
export function WarningAckSelected({ rows, clear, list }: WarningSelectedProps) {
  const [open, setOpen] = useState(false);
  const refetch = useRefetchList(list);
  const start = () => {
    if (ackableIds(rows).length === 0) return void message.info('所选预警都已确认或关闭');
    setOpen(true);
  };
  return (
    <>
      <Button disabled={rows.length === 0} onClick={start}>
        批量确认{rows.length > 0 ? `（${rows.length}）` : ''}
      </Button>
      {open && (
        <WarningAckDialog
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

/** 关闭 of the selected warnings (the open and acknowledged ones) with one action; gated by `{prefix}:close`. */
export function WarningCloseSelected({ rows, clear, list }: WarningSelectedProps) {
  const [open, setOpen] = useState(false);
  const refetch = useRefetchList(list);
  const start = () => {
    if (closableIds(rows).length === 0) return void message.info('所选预警都已关闭');
    setOpen(true);
  };
  return (
    <>
      <Button disabled={rows.length === 0} onClick={start}>
        批量关闭{rows.length > 0 ? `（${rows.length}）` : ''}
      </Button>
      {open && (
        <WarningCloseDialog
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
