import * as z from 'zod/mini';
import type { SysDeptAddVariables, SysDeptDetailData } from '@/shared/api';
import { exactBody, codeText, optionalNumber, optionalPattern, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';

type DeptBody = SysDeptAddVariables['body'];

/** The contract's phone pattern (mobile or landline: digits, '+', '(', ')', '-' and spaces). */
const PHONE_PATTERN = /^[0-9+()\- ]*$/;

/** 部门 add/edit form, typed against the contract's DeptForm: renaming a field there breaks this. */
export const deptFormSchema = exactBody<DeptBody>()(z.object({
  pid: requiredChoice('上级部门'),
  code: codeText('部门编码', 32),
  name: requiredText('部门名称', 64),
  orgType: z.literal([1, 2, 3], '请选择组织类型'),
  leaderName: optionalText('负责人', 32),
  phone: optionalPattern('联系电话', 20, PHONE_PATTERN),
  sort: optionalNumber('排序', { min: 0, max: 9999, integer: true }),
  remark: optionalText('备注', 255),
}));

export type DeptFormValues = z.input<typeof deptFormSchema>;
export type DeptFormBody = z.output<typeof deptFormSchema>;

// orgType starts unchosen: the select shows its placeholder and the rule asks for it.
export const emptyDept: Partial<DeptFormValues> = { pid: '', code: '', name: '', leaderName: '', phone: '', sort: null, remark: '' };

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

/** 组织类型 as in the org_type dictionary; numbers, as the contract sends them. */
const ORG_TYPES = [
  { title: '公司', value: 1 },
  { title: '生产部门', value: 2 },
  { title: '职能部门', value: 3 },
];

/** The form's fields; the page gives the department tree as the parent's picker. */
export const deptFields = (pickers: { pid: FieldRender<DeptFormValues, 'pid'> }): FieldConfig<DeptFormValues>[] => [
  { name: 'pid', label: '上级部门', required: true, render: pickers.pid },
  { name: 'orgType', label: '组织类型', required: true, kind: 'select', options: ORG_TYPES },
  { name: 'code', label: '部门编码', required: true, maxLength: 32 },
  { name: 'name', label: '部门名称', required: true, maxLength: 64 },
  { name: 'leaderName', label: '负责人', maxLength: 32 },
  { name: 'phone', label: '联系电话', maxLength: 20 },
  { name: 'sort', label: '排序', kind: 'number', min: 0, max: 9999, precision: 0 },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];
