import * as z from 'zod/mini';
import { sysUserAddBodyFacts } from '@/shared/api';
import { requiredPattern } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import type { SysUser } from './user-list';

const SEXES = [
  { title: '男', value: 1 },
  { title: '女', value: 2 },
  { title: '未知', value: 0 },
];

/** A typed text with a minimum length the facts do not carry (they hold no minLength): the first problem is shown. */
const text = (label: string, min: number, max: number, unit: string, pattern?: { re: RegExp; message: string }) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `请输入${label}`),
      z.minLength(min, `${label}至少 ${min} ${unit}`),
      z.maxLength(max, `${label}不能超过 ${max} 个字符`),
      ...(pattern ? [z.regex(pattern.re, pattern.message)] : []),
    );

/** 用户 add/edit form on the contract's SysUserForm; an edit sends the same fields but the account (see user-form.tsx). */
export const userForm = defineForm(sysUserAddBodyFacts, {
  account: {
    label: '账号',
    placeholder: '字母开头，字母、数字或下划线，4–32 位',
    rule: text('账号', 4, 32, '位', {
      re: /^[A-Za-z][A-Za-z0-9_]*$/,
      message: '账号须以字母开头，只含字母、数字或下划线',
    }),
  },
  name: { label: '姓名', rule: text('姓名', 2, 32, '个字') },
  sex: { label: '性别', options: SEXES, rule: z.literal([0, 1, 2], '请选择性别') },
  phone: {
    label: '手机号',
    placeholder: '11 位手机号',
    rule: requiredPattern('手机号', 11, /^1[3-9][0-9]{9}$/, '请输入正确的 11 位手机号'),
  },
  email: { label: '邮箱', placeholder: '如 name@jgzz.com.cn' },
  deptId: { label: '部门', kind: 'custom' },
  posIds: { label: '岗位', kind: 'custom' },
  roleIds: { label: '角色', kind: 'custom' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type UserFormValues = typeof userForm.empty;
export type UserFormBody = z.output<typeof userForm.schema>;

/** A new user starts in the department chosen in the tree, as an ordinary male/female/unknown choice left open. */
export function emptyUser(scope: { deptId?: string | undefined } | undefined): UserFormValues {
  return { ...userForm.empty, deptId: scope?.deptId ?? '' };
}

export function userFormValues(user: SysUser): UserFormValues {
  return {
    account: user.account,
    name: user.name,
    sex: user.sex,
    phone: user.phone,
    email: user.email ?? '',
    deptId: user.deptId,
    posIds: [...user.posIds],
    roleIds: [...user.roleIds],
    remark: user.remark ?? '',
  };
}
