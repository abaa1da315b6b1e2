import * as z from 'zod/mini';
import { sysDeptAddBodyFacts, type SysDeptDetailData } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 组织类型 as in the org_type dictionary; numbers, as the contract sends them. */
const ORG_TYPES = [
  { title: '公司', value: 1 },
  { title: '生产部门', value: 2 },
  { title: '职能部门', value: 3 },
];

/** 部门 add/edit form on the contract's DeptForm: rules and input limits come from its facts. */
export const deptForm = defineForm(sysDeptAddBodyFacts, {
  // The department tree (the modal renders the picker).
  pid: { label: '上级部门', kind: 'custom' },
  // Chosen, not typed: '请选择组织类型' where the facts' number rule would say '请输入'.
  orgType: { label: '组织类型', options: ORG_TYPES, rule: z.literal([1, 2, 3], '请选择组织类型') },
  code: { label: '部门编码' },
  name: { label: '部门名称' },
  leaderName: { label: '负责人' },
  phone: { label: '联系电话' },
  sort: { label: '排序' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type DeptFormValues = typeof deptForm.empty;
export type DeptFormBody = z.output<typeof deptForm.schema>;

export function deptFormValues(dept: SysDeptDetailData): DeptFormValues {
  return {
    pid: dept.pid,
    code: dept.code,
    name: dept.name,
    orgType: dept.orgType,
    leaderName: dept.leaderName ?? '',
    phone: dept.phone ?? '',
    sort: dept.sort ?? null,
    remark: dept.remark ?? '',
  };
}
