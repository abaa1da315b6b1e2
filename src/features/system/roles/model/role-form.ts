import type * as z from 'zod/mini';
import { sysRoleAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { SysRole } from './role-list';

/** 角色 add/edit form on the contract's SysRoleForm. */
export const roleForm = defineForm(sysRoleAddBodyFacts, {
  code: { label: '角色编码', placeholder: '字母开头，如 qualityEngineer' },
  name: { label: '角色名称' },
  sort: { label: '排序' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type RoleFormValues = typeof roleForm.empty;
export type RoleFormBody = z.output<typeof roleForm.schema>;

export const emptyRole: RoleFormValues = { ...roleForm.empty, sort: 100 };

export function roleFormValues(role: SysRole): RoleFormValues {
  return { code: role.code, name: role.name, sort: role.sort, remark: role.remark ?? '' };
}
