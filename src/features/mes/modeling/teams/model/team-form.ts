import type * as z from 'zod/mini';
import { mfgTeamAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { MfgTeam } from './team-list';

/** 班组 add/edit on the contract's MfgTeamForm. */
export const teamForm = defineForm(mfgTeamAddBodyFacts, {
  code: { label: '班组编码', placeholder: '字母、数字、“-”和“_”，如 ZZ-A' },
  name: { label: '班组名称' },
  deptId: { label: '所属车间', kind: 'custom' },
  leaderId: { label: '班组长', kind: 'custom' },
  shiftId: { label: '默认班次', kind: 'custom' },
  lineId: { label: '产线', kind: 'custom' },
  sort: { label: '排序' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type TeamFormValues = typeof teamForm.empty;
export type TeamFormBody = z.output<typeof teamForm.schema>;

export const emptyTeam: TeamFormValues = { ...teamForm.empty, sort: 10 };

export function teamFormValues(team: MfgTeam): TeamFormValues {
  return {
    code: team.code,
    name: team.name,
    deptId: team.deptId,
    leaderId: team.leaderId ?? '',
    shiftId: team.shiftId ?? '',
    lineId: team.lineId ?? '',
    sort: team.sort,
    remark: team.remark ?? '',
  };
}
