import { Typography } from 'antd';
import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { UserMultiSelect } from '@/entities/user';
import {
  sysMessageAdd,
  sysMessageDetailQueryOptions,
  sysMessageEdit,
  type SysMessageDetailData,
  type sysMessageDetailQueryKey,
} from '@/shared/api';
import { RICH_TEXT } from '@/shared/config';
import { defineRecordForm } from '@/shared/ui/record-form';
import { RichTextEditor } from '@/shared/ui/rich-text';
import {
  emptyNotice,
  noticeForm,
  noticeFormValues,
  noticeSchema,
  type NoticeFormBody,
  type NoticeFormValues,
} from '../model/notice-form';
import type { SysNotice } from '../model/notice-list';
import { DeptMultiSelect } from './DeptMultiSelect';

/** The departments or users the scope names; the list the scope does not use is not asked for. */
function ScopedField({ scope, children }: { scope: NoticeFormValues['scope']; children: ReactElement }) {
  const chosen = useWatch<NoticeFormValues, 'scope'>({ name: 'scope' });
  if (chosen === scope) return children;
  return (
    <Typography.Text type="secondary">
      {scope === 'DEPT' ? '发布范围为“指定部门”时选择' : '发布范围为“指定用户”时选择'}
    </Typography.Text>
  );
}

/** 新增通知公告 / 编辑通知公告: the edit starts from the detail (it holds the body and the scope's lists). */
export const NoticeForm = defineRecordForm<
  SysNotice,
  NoticeFormValues,
  NoticeFormBody,
  SysMessageDetailData,
  ReturnType<typeof sysMessageDetailQueryKey>
>({
  noun: '通知公告',
  detail: (row) => sysMessageDetailQueryOptions({ query: { id: row.id } }),
  schema: noticeSchema,
  fields: noticeForm.fields({
    deptIds: ({ value, onChange, onBlur }) => (
      <ScopedField scope="DEPT">
        <DeptMultiSelect id="deptIds" value={value} onChange={onChange} onBlur={onBlur} />
      </ScopedField>
    ),
    userIds: ({ value, onChange, onBlur }) => (
      <ScopedField scope="USER">
        <UserMultiSelect id="userIds" value={value} onChange={onChange} onBlur={onBlur} placeholder="请选择用户" />
      </ScopedField>
    ),
    content: ({ value, onChange, onBlur, ref }) => (
      <RichTextEditor
        id="content"
        ref={ref}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        mode="default"
        height={280}
        maxLength={RICH_TEXT.maxLength}
        placeholder="通知正文"
      />
    ),
  }),
  empty: emptyNotice,
  values: noticeFormValues,
  add: (body, options) => sysMessageAdd({ body }, options),
  edit: (body, notice, options) => sysMessageEdit({ body: { ...body, id: notice.id } }, options),
  width: 960,
});
