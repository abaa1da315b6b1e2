import { ProjectScoped, removeFromProject } from '@/entities/project';
import { pmProjMbrDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { memberColumns, memberConditions, memberSource } from '../model/member-list';

/** 团队: the project's members with their project role and responsibility. */
const MemberList = defineListScreen({
  tableId: 'pm.projMbr',
  permissionPrefix: 'projMbr',
  source: memberSource,
  columns: memberColumns,
  conditions: memberConditions,
  form: () => import('./member-form').then((m) => m.MemberForm),
  table: { addLabel: '添加成员' },
  rowActions: ['edit', removeFromProject(pmProjMbrDelete)],
});

export function MemberListPage() {
  return <ProjectScoped>{(projId) => <MemberList extendedParams={{ projId }} />}</ProjectScoped>;
}
