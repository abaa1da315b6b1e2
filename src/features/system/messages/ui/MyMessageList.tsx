import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Flex, Popconfirm, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { MessageReadDialog, messageTypeOf, useMarkRead, type MyMessage } from '@/entities/message';
import { sysMessageMyPageQueryOptions } from '@/shared/api';
import { QueryFailure } from '@/shared/ui/load-failure';

type ReadFilter = 'all' | 'unread' | 'read';

const FILTERS: { value: ReadFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'unread', label: '未读' },
  { value: 'read', label: '已读' },
];

const readParam = (filter: ReadFilter) => (filter === 'all' ? {} : { read: filter === 'read' });

/** 我的消息: what the signed-in user received, unread first (the server's order); opening one marks it read. */
export function MyMessageList() {
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [reading, setReading] = useState<MyMessage>();
  const { markRead, markAllRead } = useMarkRead();
  const messages = useQuery(sysMessageMyPageQueryOptions({ body: { ...page, ...readParam(filter) } }));
  const open = (message: MyMessage) => {
    setReading(message);
    void markRead(message);
  };
  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Segmented<ReadFilter>
          aria-label="已读状态"
          options={FILTERS}
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        <Popconfirm title="确认将全部消息标为已读吗？" okText="确定" cancelText="取消" onConfirm={() => markAllRead()}>
          <Button>全部标为已读</Button>
        </Popconfirm>
      </Flex>
      <QueryFailure query={messages} title="消息加载失败" />
      <Table<MyMessage>
        rowKey="id"
        size="middle"
        loading={messages.isPending}
        dataSource={messages.data?.rows ?? []}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: messages.data?.totalRows ?? 0,
          showSizeChanger: true,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        columns={[
          {
            dataIndex: 'title',
            title: '标题',
            render: (_v, m) => (
              <Flex gap={8} align="center">
                <Badge
                  status={m.read ? 'default' : 'error'}
                  text={<span className="visually-hidden">{m.read ? '已读' : '未读'}</span>}
                />
                <Button type="link" onClick={() => open(m)} style={{ padding: 0, fontWeight: m.read ? 400 : 600 }}>
                  {m.title}
                </Button>
              </Flex>
            ),
          },
          {
            dataIndex: 'type',
            title: '类型',
            width: 110,
            render: (_v, m) => <Tag color={messageTypeOf(m.type).color}>{messageTypeOf(m.type).title}</Tag>,
          },
          { dataIndex: 'publisherName', title: '发布人', width: 110, render: (v: string | null) => v ?? '系统' },
          { dataIndex: 'publishTime', title: '发布时间', width: 180 },
          { dataIndex: 'readTime', title: '阅读时间', width: 180, render: (v: string | null) => v ?? '-' },
        ]}
      />
      {reading && <MessageReadDialog message={reading} onClose={() => setReading(undefined)} />}
    </>
  );
}
