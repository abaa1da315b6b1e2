import { Table, Tag, type TableColumnsType } from 'antd';
import * as z from 'zod/mini';
import { ProjectSearchSelect } from '@/entities/project';
import { UserMultiSelect, UserSelect } from '@/entities/user';
import { pmMeeting, type PmMeetingDetailData, type PmMeetingPageData } from '@/shared/api';
import { RICH_TEXT } from '@/shared/config';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { RichTextEditor } from '@/shared/ui/rich-text';
import { SafeHtml } from '@/shared/ui/safe-html';
import { actionItemsRule } from '../model/action-items';
import { ActionItemsEditor } from './ActionItemsEditor';
import { MeetingTimePicker } from './MeetingTimePicker';

type ActionItem = PmMeetingDetailData['actionItems'][number];

/** 会议类型 (PmMeetingType) and the tag colour each shows in. */
const MEETING_TYPES = [
  { value: 'REGULAR', title: '例会', color: 'blue' },
  { value: 'REVIEW', title: '评审会', color: 'purple' },
  { value: 'TOPIC', title: '专题会', color: 'cyan' },
] as const;
const TYPE_OPTIONS = MEETING_TYPES.map(({ value, title }) => ({ value, title }));

function MeetingTypeTag({ type }: { type: string }) {
  const known = MEETING_TYPES.find((option) => option.value === type);
  return <Tag color={known?.color}>{known?.title ?? type}</Tag>;
}

/** '2026-11-20 14:00–16:30' (the end on the same day without its date). */
function meetingTime(meeting: Pick<PmMeetingPageData['rows'][number], 'startTime' | 'endTime'>): string {
  const start = meeting.startTime.slice(0, 16);
  const end =
    meeting.endTime.slice(0, 10) === meeting.startTime.slice(0, 10)
      ? meeting.endTime.slice(11, 16)
      : meeting.endTime.slice(0, 16);
  return `${start}–${end}`;
}

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const timeRule = (label: string) =>
  z.string().check(z.minLength(1, `请选择${label}`), z.regex(TIME, `${label}格式不正确`));

const actionColumns: TableColumnsType<ActionItem> = [
  { key: 'index', title: '序号', width: 56, align: 'center', render: (_v, _row, index) => index + 1 },
  { key: 'content', title: '待办事项', dataIndex: 'content' },
  { key: 'owner', title: '负责人', dataIndex: 'ownerUserName', width: 96 },
  { key: 'dueDate', title: '完成期限', dataIndex: 'dueDate', width: 112 },
];

/**
 * 会议纪要: meetings of the projects with their minutes (rich text, HTML sanitised by the editor and shown sanitised)
 * and action items; add, edit (from the detail, which holds the minutes and action items), detail, delete.
 */
export const MeetingListPage = defineCrudScreen(pmMeeting, {
  noun: '会议纪要',
  columns: [
    { dataIndex: 'subject', title: '会议主题', width: 240, ellipsis: true, hideAble: false },
    {
      dataIndex: 'projTitle',
      title: '项目',
      width: 260,
      ellipsis: true,
      render: (_v, row) => `${row.projNo} ${row.projTitle}`,
    },
    {
      dataIndex: 'meetingType',
      title: '类型',
      example: '评审会',
      render: (_v, row) => <MeetingTypeTag type={row.meetingType} />,
    },
    {
      dataIndex: 'startTime',
      title: '会议时间',
      example: '2026-11-20 14:00–16:30',
      sorter: true,
      render: (_v, row) => meetingTime(row),
    },
    { dataIndex: 'place', title: '地点', width: 200, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'hostUserName', title: '主持人', example: '高翔' },
    { dataIndex: 'attendeeNames', title: '参会人', width: 200, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'actionItemCount', title: '待办数', align: 'right', example: '99' },
    'updateTime',
  ],
  conditions: [
    'subject',
    { key: 'projTitle', title: '项目名称', type: 'input' },
    { key: 'meetingType', title: '会议类型', type: 'select', options: TYPE_OPTIONS, multiple: true },
    'hostUserName',
  ],
  editFrom: 'detail',
  form: {
    projId: {
      label: '项目',
      kind: 'custom',
      wide: true,
      render: (field) => <ProjectSearchSelect {...field} id="projId" placeholder="请选择项目" />,
    },
    subject: { placeholder: '如 P3 设计评审' },
    meetingType: { label: '会议类型', options: TYPE_OPTIONS },
    startTime: {
      label: '开始时间',
      kind: 'custom',
      rule: timeRule('开始时间'),
      render: (field) => <MeetingTimePicker {...field} id="startTime" placeholder="请选择开始时间" />,
    },
    endTime: {
      label: '结束时间',
      kind: 'custom',
      rule: timeRule('结束时间'),
      render: (field) => <MeetingTimePicker {...field} id="endTime" placeholder="请选择结束时间" />,
    },
    place: { label: '会议地点', placeholder: '会议室或线上会议号' },
    hostUserId: {
      label: '主持人',
      kind: 'custom',
      render: (field) => <UserSelect {...field} />,
    },
    attendeeUserIds: {
      label: '参会人',
      kind: 'custom',
      wide: true,
      rule: z.array(z.string()).check(z.minLength(1, '请至少选择一位参会人')),
      render: (field) => <UserMultiSelect {...field} />,
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
      render: (field) => (
        <RichTextEditor
          {...field}
          mode="simple"
          height={260}
          maxLength={RICH_TEXT.maxLength}
          placeholder="会议结论、讨论要点"
        />
      ),
    },
    actionItems: {
      label: '待办事项',
      kind: 'custom',
      wide: true,
      rule: actionItemsRule,
      value: (meeting) =>
        meeting.actionItems.map(({ content, ownerUserId, dueDate }) => ({ content, ownerUserId, dueDate })),
      render: (field) => <ActionItemsEditor {...field} />,
    },
  },
  empty: { meetingType: 'REGULAR' },
  // A meeting ends after it starts.
  checks: [
    z.refine((body) => !body.startTime || !body.endTime || body.endTime > body.startTime, {
      message: '结束时间须晚于开始时间',
      path: ['endTime'],
    }),
  ],
  formWidth: 1000,
  detail: {
    width: 'large',
    columns: 2,
    items: (meeting) => [
      { label: '会议主题', value: meeting.subject, span: 2 },
      { label: '项目', value: `${meeting.projNo} ${meeting.projTitle}`, span: 2 },
      { label: '会议类型', value: <MeetingTypeTag type={meeting.meetingType} /> },
      { label: '会议时间', value: meetingTime(meeting) },
      { label: '会议地点', value: meeting.place },
      'hostUserName',
      { label: '参会人', value: meeting.attendeeNames, span: 2 },
      { label: '会议纪要', value: <SafeHtml html={meeting.minutes} />, span: 2 },
      {
        label: '待办事项',
        value: meeting.actionItems.length ? (
          <Table<ActionItem>
            size="small"
            bordered
            rowKey={(item) => `${item.content}-${item.dueDate}`}
            pagination={false}
            columns={actionColumns}
            dataSource={meeting.actionItems}
          />
        ) : (
          '无'
        ),
        span: 2,
      },
    ],
  },
});
