import { Select } from 'antd';
import dayjs from 'dayjs';
import { UserSelect } from '@/entities/user';
import { pmProjMbrAdd, pmProjMbrEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { useRoleOptions } from '../api/role-options';
import {
  emptyMember,
  memberForm,
  memberFormValues,
  type MemberFormBody,
  type MemberFormValues,
} from '../model/member-form';
import type { ProjMember, ProjMemberQuery } from '../model/member-list';

function RoleSelect({ value, onChange, onBlur }: { value: string; onChange: (v: string) => void; onBlur: () => void }) {
  const roles = useRoleOptions();
  return (
    <Select
      id="roleId"
      value={value || undefined}
      onChange={onChange}
      onBlur={onBlur}
      options={roles.options}
      loading={roles.loading}
      placeholder="请选择项目角色"
    />
  );
}

/** 添加成员 / 编辑成员: who (the user picker), in which project role, since when, responsible for what. */
export const MemberForm = defineRecordForm<ProjMember, MemberFormValues, MemberFormBody, Partial<ProjMemberQuery>>({
  noun: '成员',
  schema: memberForm.schema,
  fields: memberForm.fields({
    userId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="userId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择成员"
      />
    ),
    roleId: ({ value, onChange, onBlur }) => <RoleSelect value={value} onChange={onChange} onBlur={onBlur} />,
  }),
  empty: (scope) => emptyMember(scope?.projId, dayjs().format('YYYY-MM-DD')),
  values: memberFormValues,
  add: (body, options) => pmProjMbrAdd({ body }, options),
  edit: (body, row, options) => pmProjMbrEdit({ body: { ...body, id: row.id } }, options),
});
