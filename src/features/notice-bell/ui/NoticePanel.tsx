import type { UseQueryResult } from '@tanstack/react-query';
import { Badge, Button, Empty, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MessageReadDialog, messageTypeOf, useMarkRead, type MyMessage } from '@/entities/message';
import type { SysMessageLatestData } from '@/shared/api';
import { QueryFailure } from '@/shared/ui/load-failure';
import styles from './NoticePanel.module.css';

/** 站内消息 → 我的消息 (the screen reads the tab from the query). */
const MY_MESSAGES_PATH = '/system/message?tab=mine';

interface NoticePanelProps {
  latest: UseQueryResult<SysMessageLatestData>;
  onClose: () => void;
}

/** The popover: the latest messages (unread dot), 全部已读 and 查看全部. Opening one reads it and marks it read. */
export function NoticePanel({ latest, onClose }: NoticePanelProps) {
  const navigate = useNavigate();
  const { markRead, markAllRead } = useMarkRead();
  const [reading, setReading] = useState<MyMessage>();
  const open = (message: MyMessage) => {
    setReading(message);
    void markRead(message);
  };
  const unread = latest.data?.unreadCount ?? 0;
  return (
    <div className={styles.panel}>
      <Flex justify="space-between" align="center" className={styles.head}>
        <Typography.Text strong>消息通知{unread > 0 && `（${unread} 条未读）`}</Typography.Text>
        <Popconfirm
          title="确认将全部消息标为已读吗？"
          onConfirm={() => markAllRead()}
          okText="确定"
          cancelText="取消"
          disabled={unread === 0}
        >
          <Button type="link" size="small" disabled={unread === 0}>
            全部已读
          </Button>
        </Popconfirm>
      </Flex>
      {latest.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      <QueryFailure query={latest} title="消息加载失败" />
      {latest.data?.rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />}
      <ul className={styles.list} aria-label="最新消息">
        {latest.data?.rows.map((message) => {
          const type = messageTypeOf(message.type);
          return (
            <li key={message.id}>
              <button type="button" className={styles.item} onClick={() => open(message)}>
                <Badge
                  status={message.read ? 'default' : 'error'}
                  className={message.read ? styles.readDot : undefined}
                />
                {!message.read && <span className="visually-hidden">未读：</span>}
                <span className={styles.body}>
                  <span className={message.read ? styles.titleRead : styles.title}>{message.title}</span>
                  <span className={styles.meta}>
                    <Tag color={type.color}>{type.title}</Tag>
                    {message.publishTime}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Flex justify="center" className={styles.foot}>
        <Button
          type="link"
          onClick={() => {
            onClose();
            void navigate(MY_MESSAGES_PATH);
          }}
        >
          查看全部
        </Button>
      </Flex>
      {reading && <MessageReadDialog message={reading} onClose={() => setReading(undefined)} />}
    </div>
  );
}
