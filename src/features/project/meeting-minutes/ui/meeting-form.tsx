import { UserMultiSelect, UserSelect } from '@/entities/user';
import {
  pmMeetingAdd,
  type pmMeetingDetailQueryKey,
  pmMeetingDetailQueryOptions,
  pmMeetingEdit,
  type PmMeetingDetailData,
} from '@/shared/api';
import { RICH_TEXT } from '@/shared/config';
import { defineRecordForm } from '@/shared/ui/record-form';
import { RichTextEditor } from '@/shared/ui/rich-text';
import {
  meetingForm,
  meetingFormValues,
  meetingSchema,
  type MeetingFormBody,
  type MeetingFormValues,
} from '../model/meeting-form';
import type { PmMeeting } from '../model/meeting-list';
import { ActionItemsEditor } from './ActionItemsEditor';
import { MeetingProjectSelect, MeetingTimePicker } from './meeting-pickers';

/** 新增会议纪要 / 编辑会议纪要 (the edit starts from the detail, which holds the minutes and action items). */
export const MeetingForm = defineRecordForm<
  PmMeeting,
  MeetingFormValues,
  MeetingFormBody,
  PmMeetingDetailData,
  ReturnType<typeof pmMeetingDetailQueryKey>
>({
  noun: '会议纪要',
  detail: (row) => pmMeetingDetailQueryOptions({ query: { id: row.id } }),
  schema: meetingSchema,
  fields: meetingForm.fields({
    projId: (field) => <MeetingProjectSelect {...field} id="projId" />,
    startTime: (field) => <MeetingTimePicker {...field} id="startTime" placeholder="请选择开始时间" />,
    endTime: (field) => <MeetingTimePicker {...field} id="endTime" placeholder="请选择结束时间" />,
    hostUserId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="hostUserId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择主持人"
      />
    ),
    attendeeUserIds: ({ value, onChange, onBlur }) => (
      <UserMultiSelect
        id="attendeeUserIds"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder="请选择参会人"
      />
    ),
    minutes: ({ value, onChange, onBlur, ref }) => (
      <RichTextEditor
        id="minutes"
        ref={ref}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        mode="simple"
        height={260}
        maxLength={RICH_TEXT.maxLength}
        placeholder="会议结论、讨论要点"
      />
    ),
    actionItems: ({ value, onChange, onBlur }) => (
      <ActionItemsEditor id="actionItems" value={value} onChange={onChange} onBlur={onBlur} />
    ),
  }),
  empty: { ...meetingForm.empty, meetingType: 'REGULAR' },
  values: meetingFormValues,
  add: (body, options) => pmMeetingAdd({ body }, options),
  edit: (body, meeting, options) => pmMeetingEdit({ body: { ...body, id: meeting.id } }, options),
  width: 1000,
});
