import { sysEmpDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { jobStatusTag, positionLabel, sexTitle, type SysEmp } from '../model/emp-list';

/** 员工详情: who, where they work (main and further positions), their account and their employment. */
export const EmpDetailDrawer = defineDetailPanel({
  title: '员工详情',
  width: 'default',
  columns: 2,
  query: (row: SysEmp) => sysEmpDetailQueryOptions({ query: { id: row.id } }),
  items: (emp, renderDict) => [
    { label: '工号', value: emp.jobNum },
    { label: '姓名', value: emp.name },
    { label: '性别', value: sexTitle(emp.sex) },
    { label: '手机号', value: emp.phone },
    { label: '部门', value: emp.deptName },
    { label: '主岗位', value: emp.mainPosName },
    { label: '附属岗位', value: emp.extPositions.map(positionLabel).join('；'), span: 2 },
    { label: '关联账号', value: emp.userAccount && `${emp.userName ?? ''}（${emp.userAccount}）` },
    { label: '入职日期', value: emp.entryDate },
    { label: '在职状态', value: jobStatusTag(emp) },
    { label: '状态', value: renderDict('common_status', emp.status) },
    { label: '离职原因', value: emp.leaveReason, span: 2 },
    { label: '备注', value: emp.remark, span: 2 },
  ],
});
