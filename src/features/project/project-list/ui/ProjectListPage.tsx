import { useMemo } from 'react';
import { projectPath, usePhaseOptions } from '@/entities/project';
import { useUserOptions } from '@/entities/user';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { exportProjects, projectColumns, projectConditions, projectSource } from '../model/project-list';

const ProjectList = defineListScreen({
  tableId: 'pm.pmProj',
  permissionPrefix: 'pmProj',
  source: projectSource,
  columns: projectColumns,
  table: { exportFile: exportProjects, selection: 'checkbox', addLabel: '新建项目' },
  form: () => import('./project-form').then((m) => m.ProjectForm),
  rowActions: [
    // Into the project area (§2.3) with ?id=; anyone who may see a project's detail may open it.
    {
      kind: 'link',
      action: 'manage',
      title: '打开',
      require: 'pmProj:detail',
      to: (project) => projectPath('index', project.id),
    },
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./ProjectDetailDrawer').then((m) => m.ProjectDetailDrawer),
    },
    // A closed or cancelled project is history: the server refuses its edit, so it is not offered.
    { kind: 'edit', when: { field: 'projStatus', op: 'in', value: ['DRAFT', 'APPROVING', 'ONGOING', 'PAUSED'] } },
  ],
});

/** 项目列表 (pm.pmProj): the NPD projects; the title or 打开 goes into the project, 新建/编辑/详情/导出 here. */
export function ProjectListPage() {
  const phases = usePhaseOptions();
  const users = useUserOptions();
  const conditions = useMemo(
    () =>
      projectConditions(
        (phases.data ?? []).map((phase) => ({ value: phase.code, title: `${phase.name}（${phase.code}）` })),
        (users.data ?? []).map((user) => ({ value: user.id, title: user.name })),
      ),
    [phases.data, users.data],
  );
  return <ProjectList conditions={conditions} />;
}
