import { Table, Tag, type TableColumnsType } from 'antd';
import { pmMeetingDetailQueryOptions, type PmMeetingDetailData } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { SafeHtml } from '@/shared/ui/safe-html';
import { meetingTime, meetingTypeOf, type PmMeeting } from '../model/meeting-list';

type ActionItem = PmMeetingDetailData['actionItems'][number];

const actionColumns: TableColumnsType<ActionItem> = [
  { key: 'index', title: '序号', width: 56, align: 'center', render: (_v, _row, index) => index + 1 },
  { key: 'content', title: '待办事项', dataIndex: 'content' },
  { key: 'owner', title: '负责人', dataIndex: 'ownerUserName', width: 96 },
  { key: 'dueDate', title: '完成期限', dataIndex: 'dueDate', width: 112 },
];

/** 会议纪要详情: the meeting, its minutes shown sanitised (HTML from the server never runs a script), its action items. */
export const MeetingDetailDrawer = defineDetailPanel({
  title: '会议纪要详情',
  width: 'large',
  columns: 2,
  query: (row: PmMeeting) => pmMeetingDetailQueryOptions({ query: { id: row.id } }),
  items: (meeting) => [
    { label: '会议主题', value: meeting.subject, span: 2 },
    { label: '项目', value: `${meeting.projNo} ${meeting.projTitle}`, span: 2 },
    {
      label: '会议类型',
      value: (
        <Tag color={meetingTypeOf(meeting.meetingType)?.color}>
          {meetingTypeOf(meeting.meetingType)?.title ?? meeting.meetingType}
        </Tag>
      ),
    },
    { label: '会议时间', value: meetingTime(meeting) },
    { label: '会议地点', value: meeting.place },
    { label: '主持人', value: meeting.hostUserName },
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
});
