import { mfgDefectClose, mfgDefectDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { defectColumns, defectConditions, defectSource, exportDefects } from '../model/defect-list';

/** 生产缺陷 (/manufacture/defect): record, edit and delete while 待处置; 处置 → 处置中; 关闭 → 已关闭. */
export const DefectListPage = defineListScreen({
  tableId: 'mes.mfgDefect',
  permissionPrefix: 'mfgDefect',
  source: defectSource,
  columns: defectColumns,
  conditions: defectConditions,
  table: { exportFile: exportDefects, selection: 'checkbox' },
  form: () => import('./defect-form').then((m) => m.DefectForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./DefectDetailDrawer').then((m) => m.DefectDetailDrawer),
    },
    { kind: 'edit', when: { field: 'state', op: 'eq', value: 'PENDING' } },
    {
      kind: 'panel',
      action: 'manage',
      title: '处置',
      require: 'mfgDefect:edit',
      when: { field: 'state', op: 'eq', value: 'PENDING' },
      load: () => import('./DisposeDialog').then((m) => m.DisposeDialog),
    },
    {
      kind: 'call',
      action: 'close',
      title: '关闭',
      require: 'mfgDefect:edit',
      confirm: true,
      when: { field: 'state', op: 'eq', value: 'DISPOSING' },
      run: (row, options) => mfgDefectClose({ body: { id: row.id } }, options),
      done: '已关闭',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: { field: 'state', op: 'eq', value: 'PENDING' },
      run: (row, options) => mfgDefectDelete({ body: { ids: [row.id] } }, options),
      done: '删除成功',
    },
  ],
});
