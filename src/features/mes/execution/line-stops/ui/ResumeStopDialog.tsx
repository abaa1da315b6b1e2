import { Descriptions, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { durationText, epochOf, minutesBetween, type LineStop } from '@/entities/mes/line-stop';
import { mfgTaskStopResume } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';

const REMARK_MAX = 255;

/**
 * 恢复生产 (asked first): the stop's actual duration so far, counted from its start to now, and an optional note.
 * The server stamps the end time itself; a refusal is told here and the dialog stays open with the note kept.
 */
export function ResumeStopDialog({ row, onClose, refetch }: RowPanelProps<LineStop>) {
  const [remark, setRemark] = useState('');
  // Counted once, when the dialog opens: what the user confirms.
  const [actual] = useState(() => minutesBetween(epochOf(row.startTime), Date.now()));
  const { saving, failure, save } = useSave(
    () =>
      mfgTaskStopResume({ body: { id: row.id, remark: remark.trim() === '' ? null : remark.trim() } }, { quiet: true }),
    {
      done: `${row.lineCode} ${row.lineName} 已恢复生产，实际停线 ${durationText(actual)}`,
      failurePrefix: '恢复失败：',
    },
  );
  const resume = async () => {
    if (!(await save())) return;
    void refetch();
    onClose();
  };
  return (
    <Modal
      open
      title={`恢复生产：${row.lineCode} ${row.lineName}`}
      okText="确认恢复"
      confirmLoading={saving}
      onOk={() => void resume()}
      onCancel={onClose}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'stopNo', label: '停线单号', children: row.stopNo },
          { key: 'start', label: '停线时间', children: row.startTime },
          { key: 'expected', label: '预计时长', children: durationText(row.expectedMinutes) },
          { key: 'actual', label: '实际停线时长', children: durationText(actual) },
        ]}
      />
      <label htmlFor="resumeRemark">恢复说明</label>
      <Input.TextArea
        id="resumeRemark"
        rows={3}
        maxLength={REMARK_MAX}
        showCount
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
        placeholder="处理结果（选填）"
      />
      {failure && <Typography.Text type="danger">{failure}</Typography.Text>}
    </Modal>
  );
}
