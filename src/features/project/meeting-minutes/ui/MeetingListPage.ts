import { pmMeetingDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { meetingConditions, meetingSource } from '../model/meeting-list';
import { meetingColumns } from './meeting-columns';

/** 会议纪要 (pm.meetingMinutes): meetings of the projects with their minutes (rich text) and action items; add, edit, detail, delete. */
export const MeetingListPage = defineListScreen({
  tableId: 'pm.meetingMinutes',
  permissionPrefix: 'meetingMinutes',
  source: meetingSource,
  columns: meetingColumns,
  conditions: meetingConditions,
  form: () => import('./meeting-form').then((m) => m.MeetingForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./MeetingDetailDrawer').then((m) => m.MeetingDetailDrawer),
    },
    'edit',
  ],
  remove: pmMeetingDelete,
});
