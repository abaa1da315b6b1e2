import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLatestMessages } from '../model/use-latest-messages';

// The list and the reading dialog (with the HTML sanitiser) load when the bell is first opened, not with the shell.
const NoticePanel = lazy(() => import('./NoticePanel').then((m) => ({ default: m.NoticePanel })));

/** The header's bell (product.md §9): the real unread count, and the latest messages in a popover. */
export function NoticeBell() {
  const latest = useLatestMessages();
  const [open, setOpen] = useState(false);
  const unread = latest.data?.unreadCount ?? 0;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      destroyOnHidden
      content={
        <Suspense fallback={<Spin size="small" />}>
          <NoticePanel latest={latest} onClose={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Button type="text" aria-label={unread > 0 ? `消息通知，${unread} 条未读` : '消息通知'} data-testid="notice-bell">
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16, color: 'inherit' }} />
        </Badge>
      </Button>
    </Popover>
  );
}
