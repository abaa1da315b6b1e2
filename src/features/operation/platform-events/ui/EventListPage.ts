import { opEvent } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { EVENT_LEVELS, EVENT_SOURCES, levelTag } from '../model/event-level';

/** 事件: the platform's events, newest first; search by time, level, source; detail with the payload; export. */
export const EventListPage = defineCrudScreen(opEvent, {
  noun: '事件',
  columns: [
    { dataIndex: 'occurredAt', title: '发生时间', example: '2026-11-25 10:42:17', hideAble: false, sorter: true },
    {
      dataIndex: 'level',
      title: '级别',
      example: '警告',
      options: EVENT_LEVELS,
      filter: true,
      render: (_, event) => levelTag(event.level),
    },
    { dataIndex: 'source', title: '来源', example: 'file-service' },
    { dataIndex: 'eventType', title: '事件类型', example: 'TENANT_LICENCE_RENEWED', ellipsis: true, hide: 'narrow' },
    {
      dataIndex: 'tenantName',
      title: '租户',
      example: '苏州精工制造',
      render: (tenant) => (typeof tenant === 'string' ? tenant : '平台'),
    },
    { dataIndex: 'message', title: '消息', width: 360, ellipsis: true },
    { dataIndex: 'traceId', title: '链路 ID', example: '7f3c9a1e5b2d4c68', hide: true },
  ],
  conditions: [
    { key: 'occurredAt', title: '发生日期', type: 'dateRange' },
    'level',
    { key: 'source', title: '来源', type: 'select', options: EVENT_SOURCES, multiple: true },
    'eventType',
    'tenantName',
    'message',
  ],
  table: { selection: 'checkbox' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./EventDetailDrawer').then((m) => m.EventDetailDrawer),
    },
  ],
});
