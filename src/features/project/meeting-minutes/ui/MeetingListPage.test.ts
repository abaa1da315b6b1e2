import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { MeetingListPage } from './MeetingListPage';

const meetingForm = declaredForm(MeetingListPage);
const meetingSchema = meetingForm.schema;

const valid = {
  ...meetingForm.empty,
  projId: '1716352000006000001',
  subject: '项目周例会（第 48 周）',
  meetingType: 'REGULAR',
  startTime: '2026-12-01 09:00:00',
  endTime: '2026-12-01 10:00:00',
  place: '研发中心 3 楼 301 会议室',
  hostUserId: '1716352000000000207',
  attendeeUserIds: ['1716352000000000208'],
  minutes: '<p>样机 EMC 整改完成</p>',
};

const messages = (values: object) => {
  const result = meetingSchema.safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('会议纪要 form rules', () => {
  it('asks in Chinese for the minutes, the attendees and the times', () => {
    expect(messages({ minutes: '', attendeeUserIds: [], startTime: '' })).toEqual({
      startTime: '请选择开始时间',
      attendeeUserIds: '请至少选择一位参会人',
      minutes: '请输入会议纪要',
    });
  });

  it('refuses an end before the start and an action item without its owner', () => {
    expect(messages({ endTime: '2026-12-01 08:30:00' })).toEqual({ endTime: '结束时间须晚于开始时间' });
    expect(messages({ actionItems: [{ content: '输出整改方案', ownerUserId: '', dueDate: '2026-12-04' }] })).toEqual({
      actionItems: '第 1 条待办：请选择负责人',
    });
  });

  it('gives exactly the contract body, action items trimmed', () => {
    const body = meetingSchema.parse({
      ...valid,
      actionItems: [{ content: ' 输出整改方案 ', ownerUserId: '1716352000000000208', dueDate: '2026-12-04' }],
    });
    expect(body).toEqual({
      ...valid,
      actionItems: [{ content: '输出整改方案', ownerUserId: '1716352000000000208', dueDate: '2026-12-04' }],
    });
  });
});
