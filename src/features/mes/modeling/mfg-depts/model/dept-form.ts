import * as z from 'zod/mini';
import { mfgDeptAddBodyFacts } from '@/shared/api';
import { ROOT_PID } from '@/shared/lib/pid-tree';
import { defineForm } from '@/shared/ui/record-form';
import { DEPT_TYPES, type MfgDept, type MfgDeptScope } from './dept-list';

/** 生产部门 add/edit on the contract's MfgDeptForm. */
export const mfgDeptForm = defineForm(mfgDeptAddBodyFacts, {
  pid: { label: '上级部门', kind: 'custom', rule: z.string().check(z.minLength(1, '请选择上级部门')) },
  deptType: {
    label: '类型',
    options: DEPT_TYPES.map((type) => ({ title: type.title, value: type.value })),
    rule: z.literal([1, 2, 3], '请选择类型'),
  },
  code: { label: '部门编码', placeholder: '字母、数字、“-”和“_”，如 ZZ-S1' },
  name: { label: '部门名称' },
  leaderId: { label: '负责人', kind: 'custom' },
  phone: { label: '联系电话', placeholder: '如 0512-62571860' },
  sysDeptId: { label: '关联组织部门', kind: 'custom' },
  sort: { label: '排序' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type MfgDeptFormValues = typeof mfgDeptForm.empty;
export type MfgDeptFormBody = z.output<typeof mfgDeptForm.schema>;

/** A new department: a 工厂 at the top, otherwise one level below its parent (a 工段 stays a 工段). */
export function emptyMfgDept(scope: MfgDeptScope | undefined): MfgDeptFormValues {
  const parentType = scope?.parentType;
  const deptType = parentType === undefined ? 1 : Math.min(parentType + 1, 3);
  return { ...mfgDeptForm.empty, pid: scope?.pid ?? ROOT_PID, deptType, sort: 10 };
}

export function mfgDeptFormValues(dept: MfgDept): MfgDeptFormValues {
  return {
    pid: dept.pid,
    deptType: dept.deptType,
    code: dept.code,
    name: dept.name,
    leaderId: dept.leaderId ?? '',
    phone: dept.phone ?? '',
    sysDeptId: dept.sysDeptId ?? '',
    sort: dept.sort,
    remark: dept.remark ?? '',
  };
}
