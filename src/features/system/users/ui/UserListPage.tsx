import * as z from 'zod/mini';
import { DeptTreeSelect, useDeptScope } from '@/entities/department';
import { Access } from '@/entities/permission';
import { sysUser, sysUserAdd, sysUserEdit } from '@/shared/api';
import { requiredPattern } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { ImportButton } from '@/shared/ui/import-flow';
import { TagList } from '@/shared/ui/tag-list';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { showCreatedPassword } from './one-time-password';
import { PositionsSelect, RolesSelect } from './option-selects';

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

const tags = (names: readonly string[]) => (
  <TagList items={names.map((name) => ({ key: name, label: name }))} max={2} />
);

/** Admin types 1 and 2 are the enterprise's and the platform's super users: never disabled or deleted here. */
const ORDINARY_USER = { field: 'adminType', op: 'eq', value: 0 } as const;

export const UserList = defineCrudScreen(sysUser, {
  noun: '用户',
  columns: [
    { dataIndex: 'account', title: '账号', example: 'wangqiang', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '姓名', example: '欧阳明', query: 'input' },
    { dataIndex: 'deptName', title: '部门', example: '生产计划物控部', ellipsis: true },
    { dataIndex: 'posNames', title: '岗位', width: 180, render: (_v, user) => tags(user.posNames), hide: 'narrow' },
    { dataIndex: 'roleNames', title: '角色', width: 200, render: (_v, user) => tags(user.roleNames) },
    { dataIndex: 'phone', title: '手机号', example: '13812345678' },
    { dataIndex: 'email', title: '邮箱', example: 'gaoxiang@jgzz.com.cn', ellipsis: true, hide: true },
    'status',
    { dataIndex: 'lastLoginTime', title: '最近登录', example: '2026-01-01 00:00:00', hide: 'narrow' },
    'updateTime',
  ],
  conditions: ['name', 'account', 'phone', 'status'],
  formColumns: 2,
  formWidth: 760,
  form: {
    // Fixed once created: an edit sends everything but the account.
    account: {
      placeholder: '字母开头，字母、数字或下划线，4–32 位',
      rule: text('账号', 4, 32, '位', {
        re: /^[A-Za-z][A-Za-z0-9_]*$/,
        message: '账号须以字母开头，只含字母、数字或下划线',
      }),
      disabled: (user) => user !== undefined,
    },
    name: { rule: text('姓名', 2, 32, '个字') },
    sex: { label: '性别', options: SEXES, rule: z.literal([0, 1, 2], '请选择性别') },
    phone: {
      placeholder: '11 位手机号',
      rule: requiredPattern('手机号', 11, /^1[3-9][0-9]{9}$/, '请输入正确的 11 位手机号'),
    },
    email: { placeholder: '如 name@jgzz.com.cn' },
    deptId: {
      label: '部门',
      kind: 'custom',
      render: (field) => <DeptTreeSelect {...field} />,
    },
    // Positions and roles are always sent, and may be none: not marked required.
    posIds: {
      label: '岗位',
      kind: 'custom',
      required: false,
      render: (field) => <PositionsSelect {...field} />,
    },
    roleIds: {
      label: '角色',
      kind: 'custom',
      required: false,
      render: (field) => <RolesSelect {...field} />,
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  // A new user starts in the department chosen in the tree.
  empty: (scope) => ({ deptId: scope?.deptId ?? '' }),
  // A new user's one-time password is shown after the save.
  save: {
    add: async (body, options) => {
      const created = await sysUserAdd({ body }, options);
      showCreatedPassword(body.account, created.password);
    },
    edit: ({ account: _fixed, ...fields }, user, options) => sysUserEdit({ body: { ...fields, id: user.id } }, options),
  },
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'grantRole',
      title: '授权角色',
      load: () => import('./GrantRoleDialog').then((m) => m.GrantRoleDialog),
    },
    {
      kind: 'panel',
      action: 'manage',
      require: 'sysUser:grantData',
      title: '数据范围',
      load: () => import('./UserDataScopeDialog').then((m) => m.UserDataScopeDialog),
    },
    {
      kind: 'panel',
      action: 'resetPwd',
      title: '重置密码',
      load: () => import('./ResetPasswordDialog').then((m) => m.ResetPasswordDialog),
    },
    // The super users (admin types 1 and 2) are never disabled or deleted from here.
    { kind: 'enable' },
    { kind: 'disable', when: ORDINARY_USER },
    { kind: 'delete', when: [{ field: 'status', op: 'eq', value: 1 }, ORDINARY_USER] },
  ],
  status: false,
  // Accounts in bulk from the user template (check, then import, then the results).
  toolbar: ({ refetch }) => (
    <Access require="sysUser:import">
      <ImportButton bizType="sysUser" onImported={() => void refetch()} />
    </Access>
  ),
  table: { selection: 'checkbox' },
});

/** 用户: the enterprise's accounts; the organisation tree narrows them to a department and its children. */
export function UserListPage() {
  const dept = useDeptScope();
  return (
    <TreeListLayout aside={dept.aside}>
      <UserList extendedParams={dept.params} scope={dept.scope} />
    </TreeListLayout>
  );
}
