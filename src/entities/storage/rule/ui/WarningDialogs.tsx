import { Alert, Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { stWarningAck, stWarningClose } from '@/shared/api';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from '@/shared/ui/reason-field';
import { WARNING_ACTIONS } from '../model/labels';
import type { StWarningAction } from '../model/types';
import { ackableIds, closableIds, closeProblem, warningObject, type WarningLike } from '../model/warnings';

interface WarningDialogProps {
  rows: readonly WarningLike[];
  onClose: () => void;
  onDone: () => void;
}

const subject = (rows: readonly WarningLike[], ids: readonly string[]) => {
  const chosen = rows.filter((row) => ids.includes(row.id));
  return chosen.length === 1 && chosen[0] ? warningObject(chosen[0]) : `${chosen.length} 条预警`;
};

/** 确认 the open warnings among `rows` (待处理 → 已确认): known and being handled (docs/design/scm-storage-2.md). */
export function WarningAckDialog({ rows, onClose, onDone }: WarningDialogProps) {
  const ids = ackableIds(rows);
  const { saving, failure, save } = useSave(() => stWarningAck({ body: { ids } }, { quiet: true }), {
    done: `已确认 ${ids.length} 条预警`,
  });
  return (
    <Modal
      open
      title="确认预警"
      okText="确认"
      cancelText="返回"
      confirmLoading={saving}
      onOk={() => void save().then((saved) => saved && onDone())}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>确认 {subject(rows, ids)}：表示已知悉并在处理，处理完后选处理方式关闭。</Typography.Text>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
}

/** 关闭 the open and acknowledged warnings among `rows` with the action taken and a remark (required for 其他). */
export function WarningCloseDialog({ rows, onClose, onDone }: WarningDialogProps) {
  const ids = closableIds(rows);
  const [action, setAction] = useState<StWarningAction>();
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const problem = closeProblem(action, remark);
  const { saving, failure, save } = useSave(
    (chosen: StWarningAction) =>
      stWarningClose({ body: { ids, action: chosen, remark: remark.trim() || null } }, { quiet: true }),
    { done: `已关闭 ${ids.length} 条预警` },
  );
  const submit = () => {
    setTried(true);
    if (problem || !action) return;
    void save(action).then((saved) => saved && onDone());
  };
  return (
    <Modal
      open
      title="关闭预警"
      okText="关闭预警"
      cancelText="返回"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          关闭 {subject(rows, ids)}：写下采取的处理；若下次计算仍成立，会作为新预警再出现。
        </Typography.Text>
        <Flex vertical gap={4}>
          <Typography.Text id="warning-close-action">
            <Typography.Text type="danger">* </Typography.Text>处理方式
          </Typography.Text>
          <Radio.Group
            aria-labelledby="warning-close-action"
            value={action}
            onChange={(e) => setAction(e.target.value as StWarningAction)}
            options={(Object.keys(WARNING_ACTIONS) as StWarningAction[]).map((value) => ({
              value,
              label: WARNING_ACTIONS[value],
            }))}
          />
          {tried && !action && <Typography.Text type="danger">请选择处理方式</Typography.Text>}
        </Flex>
        <ReasonField
          id="warning-close-remark"
          label="备注"
          required={action === 'OTHER'}
          value={remark}
          onChange={setRemark}
          error={tried && action ? problem : undefined}
          maxLength={200}
        />
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
}
