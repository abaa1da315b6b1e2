import { useQuery } from '@tanstack/react-query';
import { Badge, Descriptions, Drawer, Progress, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { messageTypeOf } from '@/entities/message';
import { sysMessageDetailQueryOptions, sysMessageReceiverPageQueryOptions, type sysMessage } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { SafeHtml } from '@/shared/ui/safe-html';
import { QueryFailure } from '@/shared/ui/load-failure';
import { DRAFT, scopeTitle, statusOf } from '../model/notice-states';

type SysNotice = RowOf<typeof sysMessage>;

const PAGE_SIZE = 10;

/** 详情: the notice as published, and who of its receivers has read it (unread first). */
export function NoticeDetailDrawer({ row, onClose }: RowPanelProps<SysNotice>) {
  const detail = useQuery(sysMessageDetailQueryOptions({ query: { id: row.id } }));
  const notice = detail.data;
  const status = statusOf(row.status);
  const type = messageTypeOf(row.type);
  const targets = notice ? [...notice.deptNames, ...notice.userNames] : [];
  const scope = targets.length > 0 ? `${scopeTitle(row.scope)}：${targets.join('、')}` : scopeTitle(row.scope);
  return (
    <Drawer open title={row.title} onClose={onClose} size={720} destroyOnHidden>
      <Descriptions
        column={2}
        size="small"
        bordered
        items={[
          { key: 'type', label: '类型', children: <Tag color={type.color}>{type.title}</Tag> },
          { key: 'status', label: '状态', children: <Badge status={status.badge} text={status.title} /> },
          { key: 'publisher', label: '发布人', children: row.publisherName ?? '-' },
          { key: 'time', label: '发布时间', children: row.publishTime ?? '-' },
          { key: 'scope', label: '发布范围', span: 2, children: scope },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        内容
      </Typography.Title>
      {detail.isPending && <Skeleton active />}
      <QueryFailure query={detail} title="详情加载失败" />
      {notice && <SafeHtml html={notice.content} />}
      {row.status !== DRAFT && <ReadStatistics notice={row} />}
    </Drawer>
  );
}

function ReadStatistics({ notice }: { notice: SysNotice }) {
  const [pageNo, setPageNo] = useState(1);
  const receivers = useQuery(
    sysMessageReceiverPageQueryOptions({ body: { pageNo, pageSize: PAGE_SIZE, messageId: notice.id } }),
  );
  const percent = notice.totalCount === 0 ? 0 : Math.round((notice.readCount / notice.totalCount) * 100);
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        阅读情况：已读 {notice.readCount} / {notice.totalCount} 人
      </Typography.Title>
      <Progress percent={percent} aria-label="已读比例" />
      <QueryFailure query={receivers} title="接收人加载失败" />
      <Table
        size="small"
        rowKey="id"
        loading={receivers.isPending}
        dataSource={receivers.data?.rows ?? []}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: receivers.data?.totalRows ?? 0,
          onChange: setPageNo,
          showSizeChanger: false,
        }}
        columns={[
          { dataIndex: 'userName', title: '接收人' },
          { dataIndex: 'deptName', title: '部门', render: (v: string | null) => v ?? '-' },
          {
            dataIndex: 'read',
            title: '状态',
            render: (read: boolean) => <Badge status={read ? 'success' : 'error'} text={read ? '已读' : '未读'} />,
          },
          { dataIndex: 'readTime', title: '阅读时间', render: (v: string | null) => v ?? '-' },
        ]}
      />
    </>
  );
}
