import { Space, Tag } from 'antd';
import { useQmIanNoticeCount } from '@/shared/api';

/** The inspector's own notices still unread, and those overdue (qmIanNoticeCount), beside the list's buttons. */
export function NoticeCount() {
  const count = useQmIanNoticeCount();
  if (!count.data) return null;
  const { unread, overdue } = count.data;
  return (
    <Space size={4} aria-label="我的 IAN 通知">
      <Tag color={unread > 0 ? 'error' : 'default'}>未读 {unread}</Tag>
      <Tag color={overdue > 0 ? 'warning' : 'default'}>逾期 {overdue}</Tag>
    </Space>
  );
}
