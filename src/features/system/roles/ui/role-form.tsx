import { sysRoleAdd, sysRoleEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyRole, roleForm, roleFormValues, type RoleFormBody, type RoleFormValues } from '../model/role-form';
import type { SysRole } from '../model/role-list';

/** 新增角色 / 编辑角色: a built-in role keeps its code. */
export const RoleForm = defineRecordForm<SysRole, RoleFormValues, RoleFormBody>({
  noun: '角色',
  schema: roleForm.schema,
  fields: (role) =>
    roleForm.fields().map((field) => (role?.sysFlag && field.name === 'code' ? { ...field, disabled: true } : field)),
  empty: emptyRole,
  values: roleFormValues,
  add: (body, options) => sysRoleAdd({ body }, options),
  edit: (body, role, options) => sysRoleEdit({ body: { ...body, id: role.id } }, options),
});
