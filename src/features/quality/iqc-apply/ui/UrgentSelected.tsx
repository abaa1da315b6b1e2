import { Button, Space, message } from 'antd';
import { useState } from 'react';
import { Access } from '@/entities/permission';
import type { IqcApplyRow } from '@/entities/quality/iqc-apply';
import { qmIqcApplyPageOperation, qmIqcApplyUrgent } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { urgentRefusal } from '../model/urgent';

/**
 * 标记紧急 / 取消紧急 of the selected requests (the lots the line is waiting for go first in IQC 检验 and IAN 通知);
 * a selection with a judged lot is refused, naming it, and nothing is sent.
 */
export function UrgentSelected({ rows, clear }: { rows: IqcApplyRow[]; clear: () => void }) {
  const [saving, setSaving] = useState(false);
  const refetch = useRefetchList(qmIqcApplyPageOperation);
  const mark = async (urgent: boolean) => {
    const refusal = urgentRefusal(rows);
    if (refusal) return void message.warning(refusal);
    setSaving(true);
    try {
      await qmIqcApplyUrgent({ body: { ids: rows.map((row) => row.id), urgent } });
    } catch {
      // The request layer has told why.
      return;
    } finally {
      setSaving(false);
    }
    void message.success(`${urgent ? '已标记紧急' : '已取消紧急'}：${rows.length} 张报检单`);
    clear();
    void refetch();
  };
  const count = rows.length > 0 ? `（${rows.length}）` : '';
  return (
    <Access require="iqcApply:urgent">
      <Space>
        <Button disabled={rows.length === 0} loading={saving} onClick={() => void mark(true)}>
          标记紧急{count}
        </Button>
        <Button disabled={rows.length === 0} loading={saving} onClick={() => void mark(false)}>
          取消紧急{count}
        </Button>
      </Space>
    </Access>
  );
}
