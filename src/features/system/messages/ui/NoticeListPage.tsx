import { Badge, Tag, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { MESSAGE_TYPES, messageTypeOf } from '@/entities/message';
import { UserMultiSelect } from '@/entities/user';
import { sysMessage, sysMessagePublish, sysMessageRevoke } from '@/shared/api';
import { RICH_TEXT } from '@/shared/config';
import { defineCrudScreen, type FormValues } from '@/shared/ui/crud-screen';
import { RichTextEditor } from '@/shared/ui/rich-text';
import {
  DRAFT,
  NOTICE_SCOPES,
  NOTICE_STATUSES,
  PUBLISHED,
  REVOKED,
  scopeTitle,
  statusOf,
} from '../model/notice-states';
import { DeptMultiSelect } from './DeptMultiSelect';

const TYPES = MESSAGE_TYPES.map(({ value, title }) => ({ value, title }));
const EDITABLE = { field: 'status', op: 'in', value: [DRAFT, REVOKED] } as const;
const ids = z.nullable(z.array(z.string()));

/** The departments or users the scope names; the list the scope does not use is not asked for. */
function ScopedField({ scope, children }: { scope: 'DEPT' | 'USER'; children: ReactElement }) {
  const chosen = useWatch<FormValues<typeof sysMessage>, 'scope'>({ name: 'scope' });
  if (chosen === scope) return children;
  return (
    <Typography.Text type="secondary">
      {scope === 'DEPT' ? '发布范围为“指定部门”时选择' : '发布范围为“指定用户”时选择'}
    </Typography.Text>
  );
}

/** 通知公告: drafts are edited and published; a published one is revoked, then edited and published again. */
export const NoticeListPage = defineCrudScreen(sysMessage, {
  noun: '通知公告',
  columns: [
    { dataIndex: 'title', title: '标题', width: 240, ellipsis: true, hideAble: false, query: 'input' },
    {
      dataIndex: 'type',
      title: '类型',
      example: '系统消息',
      options: TYPES,
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
    'updateTime',
  ],
  conditions: [
    'title',
    'type',
    {
      key: 'status',
      title: '状态',
      type: 'select',
      options: NOTICE_STATUSES.map(({ value, title }) => ({ value, title })),
      multiple: true,
    },
  ],
  // The edit starts from the detail: it holds the body and the scope's lists.
  editFrom: 'detail',
  formWidth: 960,
  // The body is rich text (HTML, sanitised by the editor).
  form: {
    title: { wide: true, placeholder: '如 关于 12 月设备点检安排的通知' },
    type: { options: TYPES },
    scope: { options: NOTICE_SCOPES },
    deptIds: {
      label: '发布部门',
      kind: 'custom',
      wide: true,
      rule: ids,
      render: (field) => (
        <ScopedField scope="DEPT">
          <DeptMultiSelect {...field} />
        </ScopedField>
      ),
    },
    userIds: {
      label: '发布用户',
      kind: 'custom',
      wide: true,
      rule: ids,
      render: (field) => (
        <ScopedField scope="USER">
          <UserMultiSelect {...field} placeholder="请选择用户" />
        </ScopedField>
      ),
    },
    content: {
      label: '内容',
      kind: 'custom',
      wide: true,
      rule: z
        .string()
        .check(z.minLength(1, '请输入内容'), z.maxLength(20000, `内容过长（正文最多 ${RICH_TEXT.maxLength} 字）`)),
      render: (field) => (
        <RichTextEditor {...field} mode="default" height={280} maxLength={RICH_TEXT.maxLength} placeholder="通知正文" />
      ),
    },
  },
  empty: { type: 'NOTICE', scope: 'ALL', deptIds: [], userIds: [] },
  // 指定部门 needs departments, 指定用户 needs users; the list the scope does not use is sent as null.
  checks: [
    z.refine((n) => n.scope !== 'DEPT' || (n.deptIds?.length ?? 0) > 0, {
      message: '请选择发布部门',
      path: ['deptIds'],
    }),
    z.refine((n) => n.scope !== 'USER' || (n.userIds?.length ?? 0) > 0, {
      message: '请选择发布用户',
      path: ['userIds'],
    }),
    z.overwrite((n) => ({
      ...n,
      deptIds: n.scope === 'DEPT' ? n.deptIds : null,
      userIds: n.scope === 'USER' ? n.userIds : null,
    })),
  ],
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./NoticeDetailDrawer').then((m) => m.NoticeDetailDrawer),
    },
    { kind: 'edit', when: EDITABLE },
    {
      kind: 'call',
      action: 'submit',
      title: '发布',
      require: 'sysMessage:publish',
      confirm: true,
      when: EDITABLE,
      run: (n, options) => sysMessagePublish({ body: { id: n.id } }, options),
      done: '已发布',
    },
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      require: 'sysMessage:revoke',
      confirm: true,
      when: { field: 'status', op: 'eq', value: PUBLISHED },
      run: (n, options) => sysMessageRevoke({ body: { id: n.id } }, options),
      done: '已撤回',
    },
    // Drafts and revoked notices only: the resource's 删除 would read status 1 (已发布) as 停用.
    { kind: 'delete', when: EDITABLE },
  ],
  status: false,
});
