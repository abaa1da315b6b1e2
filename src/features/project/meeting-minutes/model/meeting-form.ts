import * as z from 'zod/mini';
import { pmMeetingAddBodyFacts, type PmMeetingAddVariables, type PmMeetingDetailData } from '@/shared/api';
import { RICH_TEXT } from '@/shared/config';
import { defineForm } from '@/shared/ui/record-form';
import { MEETING_TYPES } from './meeting-list';

export type ActionItemValues = PmMeetingAddVariables['body']['actionItems'][number];

/** Each action item's problem, with its row number: '第 1 条待办：请选择负责人'. */
function actionItemProblem(items: readonly ActionItemValues[]): string | undefined {
  for (const [index, item] of items.entries()) {
    const at = `第 ${index + 1} 条待办：`;
    if (item.content.trim() === '') return `${at}请输入待办事项`;
    if (item.content.trim().length > 200) return `${at}待办事项不能超过 200 个字符`;
    if (!item.ownerUserId) return `${at}请选择负责人`;
    if (!item.dueDate) return `${at}请选择完成期限`;
  }
  return undefined;
}

const actionItemsRule = z
  .array(z.object({ content: z.string(), ownerUserId: z.string(), dueDate: z.string() }))
  .check(
    z.maxLength(50, '待办事项最多 50 条'),
    z.superRefine((items, ctx) => {
      const problem = actionItemProblem(items);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: items });
    }),
  )
  .check(z.overwrite((items) => items.map((item) => ({ ...item, content: item.content.trim() }))));

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const timeRule = (label: string) =>
  z.string().check(z.minLength(1, `请选择${label}`), z.regex(TIME, `${label}格式不正确`));

/** 会议纪要 add/edit on the contract's PmMeetingForm: the minutes are rich text (HTML, sanitised by the editor). */
export const meetingForm = defineForm(pmMeetingAddBodyFacts, {
  projId: { label: '项目', kind: 'custom', wide: true },
  subject: { label: '会议主题', placeholder: '如 P3 设计评审' },
  meetingType: { label: '会议类型', options: MEETING_TYPES.map(({ value, title }) => ({ value, title })) },
  startTime: { label: '开始时间', kind: 'custom', rule: timeRule('开始时间') },
  endTime: { label: '结束时间', kind: 'custom', rule: timeRule('结束时间') },
  place: { label: '会议地点', placeholder: '会议室或线上会议号' },
  hostUserId: { label: '主持人', kind: 'custom' },
  attendeeUserIds: {
    label: '参会人',
    kind: 'custom',
    wide: true,
    rule: z.array(z.string()).check(z.minLength(1, '请至少选择一位参会人')),
  },
  minutes: {
    label: '会议纪要',
    kind: 'custom',
    wide: true,
    rule: z
      .string()
      .check(
        z.minLength(1, '请输入会议纪要'),
        z.maxLength(20000, `会议纪要过长（正文最多 ${RICH_TEXT.maxLength} 字）`),
      ),
  },
  actionItems: { label: '待办事项', kind: 'custom', wide: true, rule: actionItemsRule },
});

/** A meeting ends after it starts. */
export const meetingSchema = meetingForm.schema.check(
  z.refine((body) => !body.startTime || !body.endTime || body.endTime > body.startTime, {
    message: '结束时间须晚于开始时间',
    path: ['endTime'],
  }),
);

export type MeetingFormValues = typeof meetingForm.empty;
export type MeetingFormBody = z.output<typeof meetingSchema>;

export function meetingFormValues(meeting: PmMeetingDetailData): MeetingFormValues {
  return {
    projId: meeting.projId,
    subject: meeting.subject,
    meetingType: meeting.meetingType,
    startTime: meeting.startTime,
    endTime: meeting.endTime,
    place: meeting.place,
    hostUserId: meeting.hostUserId,
    attendeeUserIds: meeting.attendeeUserIds,
    minutes: meeting.minutes,
    actionItems: meeting.actionItems.map(({ content, ownerUserId, dueDate }) => ({ content, ownerUserId, dueDate })),
  };
}
