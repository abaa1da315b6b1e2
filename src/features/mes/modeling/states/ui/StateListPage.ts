import { mfgStateDisable, mfgStateEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { stateColumns, stateConditions, stateSource } from '../model/state-list';

/**
 * 生产状态 (mes.mfgState): the states line status and stops are reported in, as a tree table (运行 / 停机 / 空闲 and
 * their reasons); 新增下级 starts a child in its parent's category, 删除 is refused while a node has children.
 */
export const StateListPage = defineListScreen({
  tableId: 'mes.mfgState',
  permissionPrefix: 'mfgState',
  source: stateSource,
  columns: stateColumns,
  conditions: stateConditions,
  form: () => import('./state-form').then((m) => m.StateForm),
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'manage',
      require: 'mfgState:add',
      title: '新增下级',
      load: () => import('./state-panels').then((m) => m.StateChildForm),
    },
    {
      kind: 'panel',
      action: 'delete',
      title: '删除',
      load: () => import('./state-panels').then((m) => m.StateDeleteDialog),
    },
  ],
  status: { enable: mfgStateEnable, disable: mfgStateDisable },
  table: { index: false, expandAll: true },
});
