import { pmMeetingPageSource, type PmMeetingPageData, type PmMeetingPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';

export type PmMeeting = PmMeetingPageData['rows'][number];
type Query = PmMeetingPageVariables['body'];

/** 会议类型 (PmMeetingType) and the tag colour each shows in. */
export const MEETING_TYPES = [
  { value: 'REGULAR', title: '例会', color: 'blue' },
  { value: 'REVIEW', title: '评审会', color: 'purple' },
  { value: 'TOPIC', title: '专题会', color: 'cyan' },
] as const;

export const meetingTypeOf = (type: string) => MEETING_TYPES.find((option) => option.value === type);

const TYPE_OPTIONS = MEETING_TYPES.map(({ value, title }) => ({ value, title }));

/** '2026-11-20 14:00–16:30' (the end on the same day without its date). */
export function meetingTime(meeting: Pick<PmMeeting, 'startTime' | 'endTime'>): string {
  const start = meeting.startTime.slice(0, 16);
  const end =
    meeting.endTime.slice(0, 10) === meeting.startTime.slice(0, 10)
      ? meeting.endTime.slice(11, 16)
      : meeting.endTime.slice(0, 16);
  return `${start}–${end}`;
}

export const meetingConditions: SearchCondition<keyof Query & string>[] = [
  { key: 'subject', title: '会议主题', type: 'input' },
  { key: 'projTitle', title: '项目名称', type: 'input' },
  { key: 'meetingType', title: '会议类型', type: 'select', options: TYPE_OPTIONS, multiple: true },
  { key: 'hostUserName', title: '主持人', type: 'input' },
];

export const meetingSource = pmMeetingPageSource;
