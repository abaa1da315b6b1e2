import { Alert, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { CallOptions } from '@/shared/api';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from '@/shared/ui/reason-field';

export interface AsnReasonDialogProps {
  /** 取消 or 关闭. */
  verb: string;
  asnNo: string;
  /** What happens, said before the reason is asked. */
  question: string;
  run: (reason: string, options: CallOptions) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}

/** 取消 / 关闭 an ASN: what it means, a reason (required, as the contract says), then the call. */
export function AsnReasonDialog({ verb, asnNo, question, run, onClose, onDone }: AsnReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const label = `${verb}原因`;
  const { saving, failure, save } = useSave((text: string) => run(text, { quiet: true }), { done: `已${verb}` });
  const submit = async () => {
    const text = reason.trim();
    if (!text) return setError(`请输入${label}`);
    if (await save(text)) onDone();
  };
  return (
    <Modal
      open
      title={`${verb}到货通知：${asnNo}`}
      okText={`确认${verb}`}
      cancelText="返回"
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>{question}</Typography.Text>
        <ReasonField
          id="asn-reason"
          label={label}
          required
          value={reason}
          error={error}
          onChange={(next) => {
            setReason(next);
            setError(undefined);
          }}
        />
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
}
