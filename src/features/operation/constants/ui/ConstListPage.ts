import { opConstDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { constColumns, constConditions, constSource } from '../model/const-list';

/** 常量 (issue 14): platform constants; a system constant is edited but never deleted. */
export const ConstListPage = defineListScreen({
  tableId: 'bos.opConst',
  permissionPrefix: 'opConst',
  source: constSource,
  columns: constColumns,
  conditions: constConditions,
  form: () => import('./const-form').then((m) => m.ConstForm),
  rowActions: [
    'edit',
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: { field: 'sysFlag', op: 'eq', value: false },
      run: (row, options) => opConstDelete({ body: { ids: [row.id] } }, options),
      done: '已删除',
    },
  ],
});
