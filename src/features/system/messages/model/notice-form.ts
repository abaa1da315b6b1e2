import * as z from 'zod/mini';
import { sysMessageAddBodyFacts, type SysMessageDetailData } from '@/shared/api';
import { RICH_TEXT } from '@/shared/config';
import { defineForm } from '@/shared/ui/record-form';
import { NOTICE_SCOPES, TYPE_OPTIONS } from './notice-list';

const ids = z.nullable(z.array(z.string()));

/** 通知公告 add/edit on the contract's SysMessageForm: the body is rich text (HTML, sanitised by the editor). */
export const noticeForm = defineForm(sysMessageAddBodyFacts, {
  title: { label: '标题', wide: true, placeholder: '如 关于 12 月设备点检安排的通知' },
  type: { label: '类型', options: TYPE_OPTIONS },
  scope: { label: '发布范围', options: NOTICE_SCOPES.map(({ value, title }) => ({ value, title })) },
  deptIds: { label: '发布部门', kind: 'custom', wide: true, rule: ids },
  userIds: { label: '发布用户', kind: 'custom', wide: true, rule: ids },
  content: {
    label: '内容',
    kind: 'custom',
    wide: true,
    rule: z
      .string()
      .check(z.minLength(1, '请输入内容'), z.maxLength(20000, `内容过长（正文最多 ${RICH_TEXT.maxLength} 字）`)),
  },
});

/** 指定部门 needs departments, 指定用户 needs users; the list the scope does not use is sent as null. */
export const noticeSchema = noticeForm.schema.check(
  z.refine((n) => n.scope !== 'DEPT' || (n.deptIds?.length ?? 0) > 0, { message: '请选择发布部门', path: ['deptIds'] }),
  z.refine((n) => n.scope !== 'USER' || (n.userIds?.length ?? 0) > 0, { message: '请选择发布用户', path: ['userIds'] }),
  z.overwrite((n) => ({
    ...n,
    deptIds: n.scope === 'DEPT' ? n.deptIds : null,
    userIds: n.scope === 'USER' ? n.userIds : null,
  })),
);

export type NoticeFormValues = typeof noticeForm.empty;
export type NoticeFormBody = z.output<typeof noticeSchema>;

export const emptyNotice: NoticeFormValues = {
  ...noticeForm.empty,
  type: 'NOTICE',
  scope: 'ALL',
  deptIds: [],
  userIds: [],
};

export function noticeFormValues(notice: SysMessageDetailData): NoticeFormValues {
  return {
    title: notice.title,
    type: notice.type,
    scope: notice.scope,
    deptIds: notice.deptIds,
    userIds: notice.userIds,
    content: notice.content,
  };
}
