import { Alert, Flex, Input, Modal, Typography, message } from 'antd';
import { useState } from 'react';
import { formatQuantity } from '@/entities/mes/mfg-order';
import { mfgOutputReverse } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/list-screen';
import type { OutputRecord } from '../model/output-list';

/** 冲销: asks for the reason, then the server adds a record of the opposite quantity and marks this one 已冲销. */
export function ReverseDialog({ row, onClose, refetch }: RowPanelProps<OutputRecord>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setError('请输入冲销原因');
      return;
    }
    setBusy(true);
    try {
      await mfgOutputReverse({ body: { id: row.id, reason: reason.trim() } });
      void message.success('已冲销');
      onClose();
      void refetch();
    } finally {
      setBusy(false);
    }
  };
  const what = `${row.type === 'INPUT' ? '投入' : '产出'} ${row.materialCode} ${row.materialName} ${formatQuantity(row.quantity, row.unitPrecision)} ${row.unitName}`;
  return (
    <Modal open title="冲销记录" okText="确认冲销" okButtonProps={{ danger: true }} cancelText="返回" confirmLoading={busy} onOk={() => void submit().catch(() => undefined)} onCancel={onClose}>
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={`将生成一条数量相反的冲销记录，抵消 ${row.code}（${what}）。`} />
        <Flex vertical gap={4}>
          <label htmlFor="reverse-reason">
            <Typography.Text type="danger">* </Typography.Text>冲销原因
          </label>
          <Input.TextArea
            id="reverse-reason"
            value={reason}
            maxLength={200}
            showCount
            status={error ? 'error' : ''}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
        </Flex>
      </Flex>
    </Modal>
  );
}
