import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Modal, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Access } from '@/entities/permission';
import { captureFocus } from '@/shared/lib/browser';
import { useSave } from '@/shared/ui/form';

interface ClearLogsButtonProps {
  /** '操作日志' or '访问日志'. */
  noun: string;
  permission: string;
  clear: (body: { before?: string }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * 清空: all of a log, or what is older than a chosen day; asked first, since a cleared log cannot be recovered. The
 * date must be chosen before 确定清空 is offered for the partial clear.
 */
export function ClearLogsButton({ noun, permission, clear, refetch }: ClearLogsButtonProps) {
  const [open, setOpen] = useState<{ restoreFocus: () => void }>();
  const [mode, setMode] = useState<'before' | 'all'>('before');
  const [before, setBefore] = useState<Dayjs | null>(null);
  const { saving, failure, save, clearFailure } = useSave(
    async () => {
      await clear(mode === 'all' ? {} : { before: before?.format('YYYY-MM-DD') ?? '' });
      close();
      await refetch();
    },
    { done: `${noun}已清空`, failurePrefix: '清空失败：' },
  );
  function close() {
    open?.restoreFocus();
    setOpen(undefined);
    clearFailure();
  }
  return (
    <Access require={permission}>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen({ restoreFocus: captureFocus() })}>
        清空
      </Button>
      {open && (
        <Modal
          open
          title={`清空${noun}`}
          onCancel={close}
          mask={{ closable: false }}
          okText="确定清空"
          okButtonProps={{ danger: true, disabled: mode === 'before' && !before }}
          confirmLoading={saving}
          onOk={() => void save()}
        >
          <Flex vertical gap={12}>
            <Radio.Group
              aria-label="清空范围"
              value={mode}
              onChange={(e) => setMode(e.target.value as 'before' | 'all')}
              options={[
                { value: 'before', label: '清空某天（含）之前的' },
                { value: 'all', label: '清空全部' },
              ]}
            />
            {mode === 'before' && (
              <DatePicker aria-label="截止日期" value={before} onChange={setBefore} placeholder="请选择截止日期" />
            )}
            <Typography.Text type="danger">清空后不可恢复。</Typography.Text>
            {failure && <Alert role="alert" type="error" showIcon title={failure} />}
          </Flex>
        </Modal>
      )}
    </Access>
  );
}
