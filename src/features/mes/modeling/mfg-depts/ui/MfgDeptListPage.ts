import { mfgDeptDisable, mfgDeptEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { mfgDeptColumns, mfgDeptConditions, mfgDeptSource } from '../model/dept-list';

/** 生产部门 (mes.mfgDept): the production organisation 工厂 → 车间 → 工段 as a tree table. */
export const MfgDeptListPage = defineListScreen({
  tableId: 'mes.mfgDept',
  permissionPrefix: 'mfgDept',
  source: mfgDeptSource,
  columns: mfgDeptColumns,
  conditions: mfgDeptConditions,
  form: () => import('./dept-form').then((m) => m.MfgDeptForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./DeptDetailDrawer').then((m) => m.MfgDeptDetailDrawer),
    },
    'edit',
    {
      kind: 'panel',
      action: 'manage',
      require: 'mfgDept:add',
      title: '新增下级',
      load: () => import('./dept-panels').then((m) => m.MfgDeptChildForm),
    },
    {
      kind: 'panel',
      action: 'delete',
      title: '删除',
      load: () => import('./dept-panels').then((m) => m.MfgDeptDeleteDialog),
    },
  ],
  status: { enable: mfgDeptEnable, disable: mfgDeptDisable },
  table: { index: false, expandAll: true },
});
