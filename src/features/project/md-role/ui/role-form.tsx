import { pmMdRoleAdd, pmMdRoleEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { roleForm, roleFormValues, type RoleFormBody, type RoleFormValues } from '../model/role-form';
import type { PmMdRole } from '../model/role-list';

/** 新增项目角色 / 编辑项目角色. */
export const RoleForm = defineRecordForm<PmMdRole, RoleFormValues, RoleFormBody>({
  noun: '项目角色',
  schema: roleForm.schema,
  fields: roleForm.fields(),
  empty: roleForm.empty,
  values: roleFormValues,
  add: (body, options) => pmMdRoleAdd({ body }, options),
  edit: (body, record, options) => pmMdRoleEdit({ body: { ...body, id: record.id } }, options),
});
