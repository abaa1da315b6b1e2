import { Alert, Flex, Modal } from 'antd';
import { useState } from 'react';
import { formatQuantity } from '@/entities/mes/mfg-order';
import { mfgOutputReverse } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from '@/shared/ui/reason-field';
import type { OutputRecord } from '../model/page-totals';

/** 冲销: asks for the reason, then the server adds a record of the opposite quantity and marks this one 已冲销. */
export function ReverseDialog({ row, onClose, refetch }: RowPanelProps<OutputRecord>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  // Not quiet: the request layer tells a refusal; the dialog stays open with the reason kept.
  const { saving, save } = useSave(() => mfgOutputReverse({ body: { id: row.id, reason: reason.trim() } }), {
    done: '已冲销',
  });
  const submit = async () => {
    if (!reason.trim()) {
      setError('请输入冲销原因');
      return;
    }
    if (!(await save())) return;
    onClose();
    void refetch();
  };
  const what = `${row.type === 'INPUT' ? '投入' : '产出'} ${row.materialCode} ${row.materialName} ${formatQuantity(row.quantity, row.unitPrecision)} ${row.unitName}`;
  return (
    <Modal
      open
      title="冲销记录"
      okText="确认冲销"
      okButtonProps={{ danger: true }}
      cancelText="返回"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={`将生成一条数量相反的冲销记录，抵消 ${row.code}（${what}）。`} />
        <ReasonField
          id="reverse-reason"
          label="冲销原因"
          required
          value={reason}
          error={error}
          onChange={(next) => {
            setReason(next);
            setError(undefined);
          }}
        />
      </Flex>
    </Modal>
  );
}
