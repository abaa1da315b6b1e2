import { Alert, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { qmRewWarningAck } from '@/shared/api';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from '@/shared/ui/reason-field';
import { openIds, type RewWarningRow } from '../model/warning-states';

interface AckDialogProps {
  rows: readonly RewWarningRow[];
  onClose: () => void;
  onDone: () => void;
}

/** 确认 the open warnings among `rows` (未处理 → 已确认), with an optional remark of what is being done. */
export function AckDialog({ rows, onClose, onDone }: AckDialogProps) {
  const [remark, setRemark] = useState('');
  const ids = openIds(rows);
  const numbers = rows.filter((row) => ids.includes(row.id)).map((row) => row.warningNo);
  const { saving, failure, save } = useSave(
    (text: string) => qmRewWarningAck({ body: { ids, remark: text || null } }, { quiet: true }),
    { done: `已确认 ${ids.length} 条预警` },
  );
  return (
    <Modal
      open
      title="确认预警"
      okText="确认"
      cancelText="返回"
      confirmLoading={saving}
      onOk={() => void save(remark.trim()).then((saved) => saved && onDone())}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>确认 {numbers.join('、')}：表示已知悉并在处理，处理完后写明措施再关闭。</Typography.Text>
        <ReasonField id="warning-ack-remark" label="确认说明" value={remark} onChange={setRemark} maxLength={255} />
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
}
