import { Button, message } from 'antd';
import { useState } from 'react';
import type { CollabOrderRow } from '@/entities/collab/order';
import { Access } from '@/entities/permission';
import { collabOrderPageOperation } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { confirmRefusal } from '../model/order-actions';
import { ConfirmDialog } from './ConfirmDialog';

/** 确认所选: several waiting orders confirmed at once; a selection with an answered order is refused, saying which. */
export function ConfirmSelected({ rows, clear }: { rows: CollabOrderRow[]; clear: () => void }) {
  const [open, setOpen] = useState(false);
  const refetch = useRefetchList(collabOrderPageOperation);
  return (
    <Access require="collabOrderManage:confirm">
      <Button
        disabled={rows.length === 0}
        onClick={() => {
          const refusal = confirmRefusal(rows);
          if (refusal) void message.warning(refusal);
          else setOpen(true);
        }}
      >
        确认所选{rows.length > 0 ? `（${rows.length}）` : ''}
      </Button>
      {open && (
        <ConfirmDialog
          orders={rows}
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
