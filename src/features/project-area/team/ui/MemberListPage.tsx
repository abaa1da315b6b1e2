import dayjs from 'dayjs';
import { ProjectScoped, removeFromProject } from '@/entities/project';
import { UserSelect } from '@/entities/user';
import { pmMdRoleListQueryOptions, pmProjMbr, pmProjMbrDelete } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { QuerySelect } from '@/shared/ui/query-select';

/** The project roles (项目经理, 硬件工程师…); the list changes rarely. */
const roles = { ...pmMdRoleListQueryOptions({ body: {} }), staleTime: 5 * 60_000 };

/** 团队: the project's members, a user of the enterprise in a project role, since when, responsible for what. */
export const MemberList = defineCrudScreen(pmProjMbr, {
  noun: '成员',
  columns: [
    { dataIndex: 'userName', title: '成员', example: '高翔', hideAble: false },
    { dataIndex: 'account', title: '账号', example: 'zhangwei' },
    { dataIndex: 'deptName', title: '部门', example: '项目管理部' },
    { dataIndex: 'roleName', title: '项目角色', example: '项目管理专员' },
    { dataIndex: 'responsibility', title: '职责', width: 280, ellipsis: true },
    { dataIndex: 'joinDate', title: '加入日期', example: '2026-02-16', sorter: true },
  ],
  conditions: ['userName'],
  form: {
    projId: { label: '项目', hidden: true },
    userId: {
      label: '成员',
      kind: 'custom',
      rule: requiredChoice('成员'),
      render: (field) => <UserSelect {...field} />,
    },
    roleId: {
      label: '项目角色',
      kind: 'custom',
      rule: requiredChoice('项目角色'),
      render: (field) => (
        <QuerySelect {...field} query={roles} option={(role) => ({ value: role.id, label: role.name })} />
      ),
    },
    joinDate: { kind: 'date', rule: requiredChoice('加入日期') },
    responsibility: { kind: 'textarea', wide: true, placeholder: '如 功率板硬件设计与 EMC' },
  },
  // A new member of the tab's project, joining today.
  empty: (scope) => ({ projId: scope?.projId ?? '', joinDate: dayjs().format('YYYY-MM-DD') }),
  table: { addLabel: '添加成员' },
  rowActions: ['edit', removeFromProject(pmProjMbrDelete)],
});

export function MemberListPage() {
  return <ProjectScoped>{(projId) => <MemberList extendedParams={{ projId }} />}</ProjectScoped>;
}
