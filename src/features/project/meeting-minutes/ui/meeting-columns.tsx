import { Tag } from 'antd';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { meetingTime, meetingTypeOf, type PmMeeting } from '../model/meeting-list';

/** 会议纪要 columns: subject, project, type, time, place, host, attendees, open action items. */
export const meetingColumns: ColumnConfig<PmMeeting>[] = [
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
    render: (_v, row) => (
      <Tag color={meetingTypeOf(row.meetingType)?.color}>
        {meetingTypeOf(row.meetingType)?.title ?? row.meetingType}
      </Tag>
    ),
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
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];
