import { DeptTreeSelect } from '@/entities/department';
import { sysUserAdd, sysUserEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyUser, userForm, userFormValues, type UserFormBody, type UserFormValues } from '../model/user-form';
import type { SysUser, SysUserQuery } from '../model/user-list';
import { showCreatedPassword } from './one-time-password';
import { PositionsSelect, RolesSelect } from './option-selects';

/** 新增用户 / 编辑用户: the account is fixed once created; a new user's one-time password is shown after the save. */
export const UserForm = defineRecordForm<SysUser, UserFormValues, UserFormBody, Partial<SysUserQuery>>({
  noun: '用户',
  schema: userForm.schema,
  fields: (user) =>
    userForm
      .fields({
        deptId: ({ value, onChange, onBlur, ref }) => (
          <DeptTreeSelect id="deptId" value={value} onChange={(id) => onChange(id ?? '')} onBlur={onBlur} ref={ref} />
        ),
        posIds: ({ value, onChange, onBlur }) => (
          <PositionsSelect id="posIds" value={value} onChange={onChange} onBlur={onBlur} />
        ),
        roleIds: ({ value, onChange, onBlur }) => (
          <RolesSelect id="roleIds" value={value} onChange={onChange} onBlur={onBlur} />
        ),
      })
      // Positions and roles are always sent, and may be none: not marked required.
      .map((field) => (field.name === 'posIds' || field.name === 'roleIds' ? { ...field, required: false } : field))
      .map((field) => (user && field.name === 'account' ? { ...field, disabled: true } : field)),
  empty: emptyUser,
  values: userFormValues,
  add: async (body, options) => {
    const created = await sysUserAdd({ body }, options);
    showCreatedPassword(body.account, created.password);
  },
  edit: (body, user, options) => {
    const { account: _fixed, ...fields } = body;
    return sysUserEdit({ body: { ...fields, id: user.id } }, options);
  },
  columns: 2,
  width: 760,
});
