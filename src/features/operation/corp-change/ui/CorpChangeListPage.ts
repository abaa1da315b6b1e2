import { opCorpChangeDelete, opCorpChangeRevoke } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { changeColumns, changeConditions, changeSource, DELETABLE, SUBMITTABLE } from '../model/change-list';

/** 企业变更 (§2.5 operation "change"): registered enterprises' change requests, submitted through the workflow (§4.5). */
export const CorpChangeListPage = defineListScreen({
  tableId: 'bos.opCorpChange',
  permissionPrefix: 'opCorpChange',
  source: changeSource,
  columns: changeColumns,
  conditions: changeConditions,
  form: () => import('./change-form').then((m) => m.CorpChangeForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./ChangeDetailDrawer').then((m) => m.ChangeDetailDrawer),
    },
    {
      kind: 'panel',
      action: 'submit',
      title: '提交',
      when: { field: 'state', op: 'in', value: SUBMITTABLE },
      load: () => import('./SubmitChange').then((m) => m.SubmitChange),
    },
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: { field: 'state', op: 'eq', value: 'APPROVING' },
      run: (row, options) => opCorpChangeRevoke({ body: { id: row.id } }, options),
      done: '已撤回',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: { field: 'state', op: 'in', value: DELETABLE },
      run: (row, options) => opCorpChangeDelete({ body: { ids: [row.id] } }, options),
      done: '删除成功',
    },
  ],
});
