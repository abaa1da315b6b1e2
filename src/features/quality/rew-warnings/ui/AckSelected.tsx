import { Button, message } from 'antd';
import { useState } from 'react';
import { Access } from '@/entities/permission';
import { qmRewWarningPageOperation } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { openIds, type RewWarningRow } from '../model/warning-states';
import { AckDialog } from './AckDialog';

/** 确认 of the selected warnings: the open ones among them; a selection with none says so. */
export function AckSelected({ rows, clear }: { rows: RewWarningRow[]; clear: () => void }) {
  const [open, setOpen] = useState(false);
  const refetch = useRefetchList(qmRewWarningPageOperation);
  const start = () => {
    if (openIds(rows).length === 0) return void message.info('所选预警都已确认或关闭');
    setOpen(true);
  };
  return (
    <Access require="rewWarning:ack">
      <Button disabled={rows.length === 0} onClick={start}>
        确认{rows.length > 0 ? `（${rows.length}）` : ''}
      </Button>
      {open && (
        <AckDialog
          rows={rows}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            clear();
            void refetch();
          }}
        />
      )}
    </Access>
  );
}
