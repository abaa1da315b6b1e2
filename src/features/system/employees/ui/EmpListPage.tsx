import { useDeptScope } from '@/entities/department';
import { sysEmpDelete, sysEmpDisable, sysEmpEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { empColumns, empConditions, empSource, exportEmps, type SysEmp, type SysEmpQuery } from '../model/emp-list';

const EmpList = defineListScreen<SysEmp, SysEmpQuery>({
  tableId: 'sys.sysEmp',
  permissionPrefix: 'sysEmp',
  source: empSource,
  columns: empColumns,
  conditions: empConditions,
  table: { exportFile: exportEmps, selection: 'checkbox' },
  form: () => import('./emp-form').then((m) => m.EmpForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./EmpDetailDrawer').then((m) => m.EmpDetailDrawer),
    },
    'edit',
    // Only someone still employed leaves.
    {
      kind: 'panel',
      action: 'manage',
      require: 'sysEmp:edit',
      title: '离职',
      when: { field: 'jobStatus', op: 'eq', value: 0 },
      load: () => import('./LeaveDialog').then((m) => m.LeaveDialog),
    },
  ],
  status: { enable: sysEmpEnable, disable: sysEmpDisable, delete: sysEmpDelete },
});

/** 员工 (issue 16): the enterprise's employees; the organisation tree narrows them to a department and its children. */
export function EmpListPage() {
  const dept = useDeptScope();
  return (
    <TreeListLayout aside={dept.aside}>
      <EmpList extendedParams={dept.params} scope={dept.scope} />
    </TreeListLayout>
  );
}
