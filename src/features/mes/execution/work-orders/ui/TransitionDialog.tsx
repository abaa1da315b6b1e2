import { Alert, Flex, Modal, Typography, message } from 'antd';
import { useState } from 'react';
import { formatQuantity, type MfgOrderRow } from '@/entities/mes/mfg-order';
import { mfgOrderCancel, mfgOrderClose, mfgOrderFinish, mfgOrderRelease, mfgOrderStart } from '@/shared/api';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from '@/shared/ui/reason-field';
import { isShort, TRANSITIONS, type OrderTransition } from '../model/order-transitions';

interface TransitionDialogProps {
  transition: OrderTransition;
  order: MfgOrderRow;
  onClose: () => void;
  /** The order as the server answered it after the change. */
  onDone: (order: MfgOrderRow) => void;
}

/** What the dialog asks, and whether it needs a reason (取消 always; 完工 when short of the plan). */
function questionOf(
  transition: OrderTransition,
  order: MfgOrderRow,
): { text: string; reason?: 'required' | 'optional'; warning?: string } {
  const qty = (value: number) => `${formatQuantity(value, order.unitPrecision)} ${order.unitName}`;
  switch (transition) {
    case 'release':
      return {
        text: `下达工单 ${order.code} 后，将按工艺路线 ${order.routingCode} 生成 ${order.routingStepCount} 个生产任务（每道工序一个）。确认下达吗？`,
      };
    case 'start':
      return { text: `确认工单 ${order.code} 开工吗？` };
    case 'finish':
      return isShort(order)
        ? {
            text: `确认工单 ${order.code} 短缺完工吗？`,
            reason: 'required',
            warning: `已完工 ${qty(order.completedQuantity)}，少于计划 ${qty(order.plannedQuantity)}。`,
          }
        : { text: `工单 ${order.code} 已完工 ${qty(order.completedQuantity)}，确认完工吗？` };
    case 'close':
      return { text: `关闭后工单 ${order.code} 不能再报工或变更。确认关闭吗？`, reason: 'optional' };
    case 'cancel':
      return { text: `取消后工单 ${order.code} 的任务一并作废。确认取消吗？`, reason: 'required' };
  }
}

async function run(
  transition: OrderTransition,
  order: MfgOrderRow,
  reason: string | null,
): Promise<{ order: MfgOrderRow; done: string }> {
  const { id } = order;
  switch (transition) {
    case 'release': {
      const answer = await mfgOrderRelease({ body: { id } });
      return { order: answer.order, done: `已下达，生成 ${answer.taskCount} 个生产任务` };
    }
    case 'start':
      return { order: await mfgOrderStart({ body: { id } }), done: '已开工' };
    case 'finish':
      return { order: await mfgOrderFinish({ body: { id, shortReason: reason } }), done: '已完工' };
    case 'close':
      return { order: await mfgOrderClose({ body: { id, remark: reason } }), done: '已关闭' };
    case 'cancel':
      return { order: await mfgOrderCancel({ body: { id, reason: reason ?? '' } }), done: '已取消' };
  }
}

/** Asks before a work order changes state (naming what will happen), with a reason where one is needed. */
export function TransitionDialog({ transition, order, onClose, onDone }: TransitionDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const question = questionOf(transition, order);
  const { title, danger } = TRANSITIONS[transition];
  const label = transition === 'cancel' ? '取消原因' : transition === 'finish' ? '短缺原因' : '备注';
  // Not quiet: the request layer tells a refusal; the dialog stays open with the reason kept.
  const { saving, save } = useSave(async (text: string) => {
    const result = await run(transition, order, text || null);
    void message.success(result.done);
    onDone(result.order);
  });
  const submit = () => {
    const text = reason.trim();
    if (question.reason === 'required' && !text) {
      setError(`请输入${label}`);
      return;
    }
    void save(text);
  };
  return (
    <Modal
      open
      title={`${title}工单`}
      okText={`确认${title}`}
      cancelText="返回"
      okButtonProps={{ danger: danger ?? false }}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        {question.warning && <Alert type="warning" showIcon title={question.warning} />}
        <Typography.Text>{question.text}</Typography.Text>
        {question.reason && (
          <ReasonField
            id="transition-reason"
            label={label}
            required={question.reason === 'required'}
            value={reason}
            error={error}
            onChange={(next) => {
              setReason(next);
              setError(undefined);
            }}
          />
        )}
      </Flex>
    </Modal>
  );
}
