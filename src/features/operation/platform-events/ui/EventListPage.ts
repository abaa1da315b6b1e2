import { defineListScreen } from '@/shared/ui/crud-screen';
import { eventColumns, eventConditions, eventSource, exportEvents } from '../model/event-list';

/** 事件: the platform's events, newest first; search by time, level, source; detail with the payload; export. */
export const EventListPage = defineListScreen({
  tableId: 'bos.opEvent',
  permissionPrefix: 'opEvent',
  source: eventSource,
  columns: eventColumns,
  conditions: eventConditions,
  table: { exportFile: exportEvents, selection: 'checkbox' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./EventDetailDrawer').then((m) => m.EventDetailDrawer),
    },
  ],
});
