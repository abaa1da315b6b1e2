import { Alert, Flex, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import type { CallOptions } from '@/shared/api';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from './ReasonField';

export interface ReasonDialogProps {
  /** The dialog's title: '关闭订单：PO-202611-0004'. */
  title: string;
  /** What is done (关闭, 取消, 拒绝): the button says 确认 + it, the field its 原因. */
  verb: string;
  /** What it means, said before the reason is asked. */
  intro: ReactNode;
  /** The field's id (its label points at it). */
  id: string;
  /** The field's label when it is not the verb's 原因 (关闭 a return asks for its 处理结果). */
  label?: string;
  /** The longest reason the contract takes (ReasonField's 200 by default). */
  maxLength?: number;
  /** A red button: the default, for what cannot be undone. */
  danger?: boolean;
  run: (reason: string, options: CallOptions) => Promise<unknown>;
  /** The success message. */
  done: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 关闭 / 取消 / 拒绝 with a reason (the contract requires one): what it means, the reason, then the call; a refusal
 * shows in the dialog with the reason kept.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, verb, intro, id, run, done, onClose, onDone, danger = true } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const label = props.label ?? `${verb}原因`;
  const { saving, failure, save } = useSave((text: string) => run(text, { quiet: true }), { done });
  const submit = async () => {
    const text = reason.trim();
    if (!text) return setError(`请输入${label}`);
    if (await save(text)) onDone();
  };
  return (
    <Modal
      open
      title={title}
      okText={`确认${verb}`}
      cancelText="返回"
      okButtonProps={{ danger }}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        {intro}
        <ReasonField
          id={id}
          label={label}
          required
          maxLength={props.maxLength}
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
