import { mfgDeptDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { deptTypeTitle, type MfgDept } from '../model/dept-list';

/** 生产部门详情. */
export const MfgDeptDetailDrawer = defineDetailPanel({
  title: '生产部门详情',
  width: 'default',
  columns: 2,
  query: (row: MfgDept) => mfgDeptDetailQueryOptions({ query: { id: row.id } }),
  items: (dept, renderDict) => [
    { label: '部门编码', value: dept.code },
    { label: '部门名称', value: dept.name },
    { label: '类型', value: deptTypeTitle(dept.deptType) },
    { label: '负责人', value: dept.leaderName },
    { label: '联系电话', value: dept.phone },
    { label: '关联组织部门', value: dept.sysDeptName },
    { label: '产线数', value: dept.lineCount },
    { label: '排序', value: dept.sort },
    { label: '状态', value: renderDict('common_status', dept.status) },
    { label: '更新时间', value: dept.updateTime ?? dept.createTime },
    { label: '备注', value: dept.remark, span: 2 },
  ],
});
