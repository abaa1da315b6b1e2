import { mfgTeamDelete, mfgTeamDisable, mfgTeamEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { teamColumns, teamConditions, teamSource } from '../model/team-list';

/** 班组管理 (mes.mfgTeam): teams with workshop, leader, default shift and line; 成员 opens the members drawer. */
export const TeamListPage = defineListScreen({
  tableId: 'mes.mfgTeam',
  permissionPrefix: 'mfgTeam',
  source: teamSource,
  columns: teamColumns,
  conditions: teamConditions,
  form: () => import('./team-form').then((m) => m.TeamForm),
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'manage',
      require: 'mfgTeam:edit',
      title: '成员',
      load: () => import('./TeamMembersDrawer').then((m) => m.TeamMembersDrawer),
    },
  ],
  status: { enable: mfgTeamEnable, disable: mfgTeamDisable, delete: mfgTeamDelete },
});
