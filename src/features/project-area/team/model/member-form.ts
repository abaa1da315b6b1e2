import type * as z from 'zod/mini';
import { pmProjMbrAddBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import type { ProjMember } from './member-list';

/** 添加成员 / 编辑成员 on the contract's PmProjMbrForm: a user of the enterprise in a project role. */
export const memberForm = defineForm(pmProjMbrAddBodyFacts, {
  projId: { label: '项目', hidden: true },
  userId: { label: '成员', kind: 'custom', rule: requiredChoice('成员') },
  roleId: { label: '项目角色', kind: 'custom', rule: requiredChoice('项目角色') },
  joinDate: { label: '加入日期', kind: 'date', rule: requiredChoice('加入日期') },
  responsibility: { label: '职责', kind: 'textarea', wide: true, placeholder: '如 功率板硬件设计与 EMC' },
});

export type MemberFormValues = typeof memberForm.empty;
export type MemberFormBody = z.output<typeof memberForm.schema>;

export const emptyMember = (projId: string | undefined, today: string): MemberFormValues => ({
  ...memberForm.empty,
  projId: projId ?? '',
  joinDate: today,
});

export function memberFormValues(row: ProjMember): MemberFormValues {
  return {
    projId: row.projId,
    userId: row.userId,
    roleId: row.roleId,
    joinDate: row.joinDate,
    responsibility: row.responsibility ?? '',
  };
}
