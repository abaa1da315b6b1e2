import { DeptTreeSelect } from '@/entities/department';
import { LineSelect } from '@/entities/production-line';
import { UserSelect } from '@/entities/user';
import { mfgTeamAdd, mfgTeamEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyTeam, teamForm, teamFormValues, type TeamFormBody, type TeamFormValues } from '../model/team-form';
import type { MfgTeam } from '../model/team-list';
import { ShiftPicker } from './team-pickers';

/** 新增班组 / 编辑班组: workshop, leader, default shift and line picked, not typed. */
export const TeamForm = defineRecordForm<MfgTeam, TeamFormValues, TeamFormBody>({
  noun: '班组',
  schema: teamForm.schema,
  fields: teamForm.fields({
    deptId: ({ value, onChange, onBlur }) => (
      <DeptTreeSelect
        id="deptId"
        orgType={2}
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择所属车间"
      />
    ),
    leaderId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="leaderId"
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择班组长"
      />
    ),
    shiftId: ({ value, onChange, onBlur }) => (
      <ShiftPicker id="shiftId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
    lineId: ({ value, onChange, onBlur }) => (
      <LineSelect id="lineId" value={value} onChange={(id) => onChange(id ?? '')} onBlur={onBlur} />
    ),
  }),
  empty: emptyTeam,
  values: teamFormValues,
  add: (body, options) => mfgTeamAdd({ body }, options),
  edit: (body, team, options) => mfgTeamEdit({ body: { ...body, id: team.id } }, options),
});
