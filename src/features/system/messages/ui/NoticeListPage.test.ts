import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { NoticeListPage } from './NoticeListPage';

const { schema: noticeSchema, empty: emptyNotice } = declaredForm(NoticeListPage);

function messages(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('通知公告 form rules', () => {
  it('needs a title and a body', () => {
    expect(messages(noticeSchema.safeParse(emptyNotice))).toEqual({ title: '请输入标题', content: '请输入内容' });
  });

  it('asks for the departments or users the scope names', () => {
    const filled = { ...emptyNotice, title: '冬季安全生产检查通知', content: '<p>请各车间自查。</p>' };
    expect(messages(noticeSchema.safeParse({ ...filled, scope: 'DEPT' }))).toEqual({ deptIds: '请选择发布部门' });
    expect(messages(noticeSchema.safeParse({ ...filled, scope: 'USER' }))).toEqual({ userIds: '请选择发布用户' });
  });

  it('sends exactly the body: the list the scope does not use as null', () => {
    const values = {
      ...emptyNotice,
      title: ' 冬季安全生产检查通知 ',
      content: '<p>请各车间自查。</p>',
      scope: 'DEPT',
      deptIds: ['1716352000000000301'],
      userIds: ['1716352000000000207'],
    } as const;
    expect(noticeSchema.safeParse(values).data).toEqual({
      title: '冬季安全生产检查通知',
      type: 'NOTICE',
      scope: 'DEPT',
      deptIds: ['1716352000000000301'],
      userIds: null,
      content: '<p>请各车间自查。</p>',
    });
  });
});
