import { Button, message } from 'antd';
import { useState } from 'react';
import { Access } from '@/entities/permission';
import { qmIanNoticeCountOperation, qmIanNoticePageOperation, qmIanNoticeRead } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { unreadIds, type IanNoticeRow } from '../model/notice-states';

/** 标记已读 of the selected notices: only the unread ones are sent; a selection with none says so. */
export function ReadSelected({ rows, clear }: { rows: IanNoticeRow[]; clear: () => void }) {
  const [saving, setSaving] = useState(false);
  const refetch = useRefetchList(qmIanNoticePageOperation, qmIanNoticeCountOperation);
  const read = async () => {
    const ids = unreadIds(rows);
    if (ids.length === 0) return void message.info('所选通知都已读过');
    setSaving(true);
    try {
      await qmIanNoticeRead({ body: { ids } });
    } catch {
      // The request layer has told why.
      return;
    } finally {
      setSaving(false);
    }
    void message.success(`已标记已读：${ids.length} 条通知`);
    clear();
    void refetch();
  };
  return (
    <Access require="ianNotice:read">
      <Button disabled={rows.length === 0} loading={saving} onClick={() => void read()}>
        标记已读{rows.length > 0 ? `（${rows.length}）` : ''}
      </Button>
    </Access>
  );
}
