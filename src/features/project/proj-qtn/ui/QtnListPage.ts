import { pmProjQtnDelete, pmProjQtnSend } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { qtnConditions, qtnSource } from '../model/qtn-list';
import { qtnColumns } from './qtn-columns';

const draft = { field: 'state', op: 'eq', value: 'DRAFT' } as const;

/**
 * 项目报价 (pm.pmProjQtn): quotations of the projects in progress with their lines and totals; a draft is edited,
 * sent (草稿 → 已发送, with pmProjQtn:submit) or deleted.
 */
export const QtnListPage = defineListScreen({
  tableId: 'pm.pmProjQtn',
  permissionPrefix: 'pmProjQtn',
  source: qtnSource,
  columns: qtnColumns,
  conditions: qtnConditions,
  form: () => import('./qtn-form').then((m) => m.QtnForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./QtnDetailDrawer').then((m) => m.QtnDetailDrawer),
    },
    { kind: 'edit', when: draft },
    {
      kind: 'call',
      action: 'submit',
      title: '发送',
      confirm: true,
      when: draft,
      run: (row, options) => pmProjQtnSend({ body: { id: row.id } }, options),
      done: '已发送',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: draft,
      run: (row, options) => pmProjQtnDelete({ body: { ids: [row.id] } }, options),
      done: '已删除',
    },
  ],
});
