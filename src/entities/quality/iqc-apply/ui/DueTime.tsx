import { Space, Tag } from 'antd';

/** 要求完成时间, marked 逾期 in red once passed and not yet judged (the server's `overdue`). */
export function DueTime({ dueTime, overdue }: { dueTime: string | null | undefined; overdue: boolean }) {
  if (!dueTime) return null;
  return (
    <Space size={4}>
      <span>{dueTime.slice(0, 16)}</span>
      {overdue && <Tag color="error">逾期</Tag>}
    </Space>
  );
}
