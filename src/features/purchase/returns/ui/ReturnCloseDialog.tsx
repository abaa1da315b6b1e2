import { Alert, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { PoReturnRow } from '@/entities/purchase-order';
import { poReceiveBackClose } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from '@/shared/ui/reason-field';

/** 关闭 a return that left: what the supplier did about it (replacement delivered, a red-letter invoice) is required. */
export function ReturnClosePanel({ row, onClose, refetch }: RowPanelProps<PoReturnRow>) {
  const [result, setResult] = useState('');
  const [error, setError] = useState<string>();
  const { saving, failure, save } = useSave(
    (text: string) => poReceiveBackClose({ body: { id: row.id, reason: text } }, { quiet: true }),
    { done: '已关闭' },
  );
  const submit = async () => {
    const text = result.trim();
    if (!text) return setError('请输入处理结果');
    if (await save(text)) {
      onClose();
      void refetch();
    }
  };
  return (
    <Modal
      open
      title={`关闭退货单：${row.returnNo}`}
      okText="确认关闭"
      cancelText="返回"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {row.returnNo} 已出库，{row.supplierName}补货或开红字发票冲减货款后关闭，写下处理结果。
        </Typography.Text>
        <ReasonField
          id="return-close-result"
          label="处理结果"
          required
          value={result}
          error={error}
          onChange={(next) => {
            setResult(next);
            setError(undefined);
          }}
        />
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
}
