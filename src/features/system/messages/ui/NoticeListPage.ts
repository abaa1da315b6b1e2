import { sysMessageDelete, sysMessagePublish, sysMessageRevoke } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { DRAFT, noticeColumns, noticeConditions, noticeSource, PUBLISHED, REVOKED } from '../model/notice-list';

const EDITABLE = { field: 'status', op: 'in', value: [DRAFT, REVOKED] } as const;

/** 通知公告: drafts are edited and published; a published one is revoked, then edited and published again. */
export const NoticeListPage = defineListScreen({
  tableId: 'sys.sysMessage',
  permissionPrefix: 'sysMessage',
  source: noticeSource,
  columns: noticeColumns,
  conditions: noticeConditions,
  form: () => import('./notice-form').then((m) => m.NoticeForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./NoticeDetailDrawer').then((m) => m.NoticeDetailDrawer),
    },
    { kind: 'edit', when: EDITABLE },
    {
      kind: 'call',
      action: 'submit',
      title: '发布',
      require: 'sysMessage:publish',
      confirm: true,
      when: EDITABLE,
      run: (n, options) => sysMessagePublish({ body: { id: n.id } }, options),
      done: '已发布',
    },
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      require: 'sysMessage:revoke',
      confirm: true,
      when: { field: 'status', op: 'eq', value: PUBLISHED },
      run: (n, options) => sysMessageRevoke({ body: { id: n.id } }, options),
      done: '已撤回',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: EDITABLE,
      run: (n, options) => sysMessageDelete({ body: { ids: [n.id] } }, options),
      done: '已删除',
    },
  ],
});
