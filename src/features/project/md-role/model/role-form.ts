import type * as z from 'zod/mini';
import { pmMdRoleAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { PmMdRole } from './role-list';

/** 项目角色 add/edit on the contract's PmMdRoleForm. */
export const roleForm = defineForm(pmMdRoleAddBodyFacts, {
  code: { label: '项目角色编码', placeholder: '字母、数字、“-”和“_”，如 PM' },
  name: { label: '项目角色名称' },
  sort: { label: '排序', placeholder: '0–9999，越小越靠前' },
  description: { label: '职责', kind: 'textarea', wide: true },
});

export type RoleFormValues = typeof roleForm.empty;
export type RoleFormBody = z.output<typeof roleForm.schema>;

export function roleFormValues(record: PmMdRole): RoleFormValues {
  return { code: record.code, name: record.name, sort: record.sort, description: record.description ?? '' };
}
