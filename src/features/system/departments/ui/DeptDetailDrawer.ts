import { sysDeptDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import type { SysDept } from '../model/dept-list';

/** 部门详情: the department, its parent, leader and audit stamp. */
export const DeptDetailDrawer = defineDetailPanel({
  title: '部门详情',
  width: 'default',
  columns: 2,
  query: (row: SysDept) => sysDeptDetailQueryOptions({ query: { id: row.id } }),
  items: (dept, renderDict) => [
    { label: '部门编码', value: dept.code },
    { label: '部门名称', value: dept.name },
    { label: '上级部门', value: dept.pname },
    { label: '组织类型', value: renderDict('org_type', dept.orgType) },
    { label: '负责人', value: dept.leaderName },
    { label: '联系电话', value: dept.phone },
    { label: '排序', value: dept.sort },
    { label: '状态', value: renderDict('common_status', dept.status) },
    { label: '备注', value: dept.remark, span: 2 },
  ],
});
