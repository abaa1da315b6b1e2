import { Badge, Tag } from 'antd';
import { MESSAGE_TYPES, messageTypeOf } from '@/entities/message';
import { sysMessagePageSource, type SysMessagePageData, type SysMessagePageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type SysNotice = SysMessagePageData['rows'][number];
export type SysNoticeQuery = SysMessagePageVariables['body'];

export const DRAFT = 0;
export const PUBLISHED = 1;
export const REVOKED = 2;

/** 草稿 → 已发布 → 已撤回 (a revoked one is edited and published again). */
export const NOTICE_STATUSES = [
  { value: DRAFT, title: '草稿', badge: 'default' },
  { value: PUBLISHED, title: '已发布', badge: 'success' },
  { value: REVOKED, title: '已撤回', badge: 'warning' },
] as const;

export const NOTICE_SCOPES = [
  { value: 'ALL', title: '全员' },
  { value: 'DEPT', title: '指定部门' },
  { value: 'USER', title: '指定用户' },
] as const;

export const TYPE_OPTIONS = MESSAGE_TYPES.map(({ value, title }) => ({ value, title }));

export const statusOf = (status: number) => NOTICE_STATUSES.find((s) => s.value === status) ?? NOTICE_STATUSES[0];
export const scopeTitle = (scope: string) => NOTICE_SCOPES.find((s) => s.value === scope)?.title ?? scope;

export const noticeColumns: ColumnConfig<SysNotice>[] = [
  { dataIndex: 'title', title: '标题', width: 240, ellipsis: true, hideAble: false, query: 'input' },
  {
    dataIndex: 'type',
    title: '类型',
    example: '系统消息',
    options: TYPE_OPTIONS,
    render: (_v, n) => <Tag color={messageTypeOf(n.type).color}>{messageTypeOf(n.type).title}</Tag>,
  },
  { dataIndex: 'scope', title: '发布范围', example: '指定部门', render: (_v, n) => scopeTitle(n.scope) },
  {
    dataIndex: 'status',
    title: '状态',
    width: 100,
    render: (_v, n) => <Badge status={statusOf(n.status).badge} text={statusOf(n.status).title} />,
  },
  { dataIndex: 'publisherName', title: '发布人', example: '张伟', render: (_v, n) => n.publisherName ?? '-' },
  {
    dataIndex: 'publishTime',
    title: '发布时间',
    example: '2026-01-01 00:00:00',
    sorter: true,
    render: (_v, n) => n.publishTime ?? '-',
  },
  {
    dataIndex: 'readCount',
    title: '已读/总人数',
    align: 'right',
    width: 110,
    render: (_v, n) => (n.status === DRAFT ? '-' : `${n.readCount}/${n.totalCount}`),
  },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const noticeConditions: SearchCondition<keyof SysNoticeQuery & string>[] = [
  { key: 'title', title: '标题', type: 'input' },
  { key: 'type', title: '类型', type: 'select', options: TYPE_OPTIONS, multiple: true },
  {
    key: 'status',
    title: '状态',
    type: 'select',
    options: NOTICE_STATUSES.map(({ value, title }) => ({ value, title })),
    multiple: true,
  },
];

export const noticeSource = sysMessagePageSource;
