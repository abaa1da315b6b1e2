import { Flex, InputNumber, Modal, Slider, Typography } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { useState } from 'react';
import type { ProjectTask } from '@/entities/project';
import { pmProjTaskProgress } from '@/shared/api';
import { Notice } from '@/shared/ui/notice';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';

const REMARK_MAX = 200;

/** 更新进度 (projTask:edit): the task's progress 0–100 % with a remark; 100 % marks it done (the server's rule). */
export function ProgressPanel({ row, onClose, refetch }: RowPanelProps<ProjectTask>) {
  const [progress, setProgress] = useState<number | null>(row.progress);
  const [remark, setRemark] = useState('');
  const remarkTooLong = remark.length > REMARK_MAX;
  const progressValid = progress !== null && Number.isInteger(progress) && progress >= 0 && progress <= 100;
  const valid = progressValid && !remarkTooLong;
  const { saving, failure, save } = useSave(
    async (done: number) => {
      await pmProjTaskProgress(
        { body: { id: row.id, progress: done, remark: remark.trim() || null } },
        { quiet: true },
      );
      void refetch();
      onClose();
    },
    { done: '进度已更新', failurePrefix: '保存失败：' },
  );
  return (
    <Modal
      open
      title={`更新进度：${row.wbsNo} ${row.taskName}`}
      okText="保存"
      onOk={() => {
        if (valid && progress !== null) void save(progress);
      }}
      onCancel={onClose}
      okButtonProps={{ loading: saving, disabled: !valid }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex gap={16} align="center">
          <Slider
            style={{ flex: 1 }}
            min={0}
            max={100}
            step={5}
            value={progress ?? 0}
            onChange={setProgress}
            aria-label="进度"
          />
          <InputNumber
            aria-label="进度（%）"
            min={0}
            max={100}
            precision={0}
            value={progress}
            onChange={setProgress}
            suffix="%"
          />
        </Flex>
        {!progressValid && <Typography.Text type="danger">进度须为 0 到 100 的整数</Typography.Text>}
        <TextArea
          aria-label="进展说明"
          placeholder="进展说明（选填）"
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          rows={3}
          count={{ show: true, max: REMARK_MAX }}
          status={remarkTooLong ? 'error' : undefined}
        />
        {remarkTooLong && <Typography.Text type="danger">进展说明不能超过 {REMARK_MAX} 个字</Typography.Text>}
        {failure && <Notice type="error">{failure}</Notice>}
      </Flex>
    </Modal>
  );
}
