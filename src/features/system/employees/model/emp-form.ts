import * as z from 'zod/mini';
import { sysEmpAddBodyFacts } from '@/shared/api';
import { requiredChoice, requiredPattern } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { SEXES, type SysEmp } from './emp-list';

/** 员工 add/edit form on the contract's SysEmpForm: a main position and any further department + position pairs. */
export const empForm = defineForm(sysEmpAddBodyFacts, {
  jobNum: {
    label: '工号',
    placeholder: '如 JG2026118',
    rule: requiredPattern('工号', 32, /^[A-Za-z0-9_-]+$/, '工号只能包含字母、数字、下划线和短横线'),
  },
  name: { label: '姓名' },
  sex: { label: '性别', options: SEXES, rule: z.literal([0, 1, 2], '请选择性别') },
  phone: {
    label: '手机号',
    placeholder: '11 位手机号',
    rule: requiredPattern('手机号', 11, /^1[3-9][0-9]{9}$/, '请输入正确的 11 位手机号'),
  },
  deptId: { label: '部门', kind: 'custom' },
  mainPosId: { label: '主岗位', kind: 'custom', rule: requiredChoice('主岗位') },
  extPositions: {
    label: '附属岗位',
    kind: 'custom',
    wide: true,
    rule: z.array(z.object({ deptId: z.string(), posId: z.string() })),
  },
  userId: { label: '关联账号', kind: 'custom' },
  entryDate: { label: '入职日期', kind: 'date', rule: requiredChoice('入职日期') },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type EmpFormValues = typeof empForm.empty;
export type EmpFormBody = z.output<typeof empForm.schema>;

/** The contract's rules, then: a further position is not the main one again. */
export const empSchema = empForm.schema.check(
  z.refine((emp) => !emp.extPositions.some((pos) => pos.posId === emp.mainPosId), {
    message: '附属岗位不能与主岗位相同',
    path: ['extPositions'],
  }),
);

/** A new employee starts in the department chosen in the tree. */
export function emptyEmp(scope: { deptId?: string | undefined } | undefined): EmpFormValues {
  return { ...empForm.empty, deptId: scope?.deptId ?? '' };
}

export function empFormValues(emp: SysEmp): EmpFormValues {
  return {
    jobNum: emp.jobNum,
    name: emp.name,
    sex: emp.sex,
    phone: emp.phone,
    deptId: emp.deptId,
    mainPosId: emp.mainPosId,
    extPositions: emp.extPositions.map(({ deptId, posId }) => ({ deptId, posId })),
    userId: emp.userId ?? '',
    entryDate: emp.entryDate,
    remark: emp.remark ?? '',
  };
}
