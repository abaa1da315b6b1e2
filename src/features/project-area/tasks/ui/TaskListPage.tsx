import { useMemo } from 'react';
import { ProjectPermissionScope } from '@/entities/permission';
import { useProjectId, type ProjectTask } from '@/entities/project';
import { pmProjTaskDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { NOT_PHASE, taskColumns, taskConditions, taskSource, type TaskQuery } from '../model/task-list';

const TaskList = defineListScreen<ProjectTask, TaskQuery>({
  tableId: 'pm.projTask',
  permissionPrefix: 'projTask',
  source: taskSource,
  columns: taskColumns,
  conditions: taskConditions,
  form: () => import('./task-form').then((m) => m.TaskForm),
  table: { index: false },
  rowActions: [
    { kind: 'edit', when: NOT_PHASE },
    {
      kind: 'panel',
      action: 'manage',
      title: '更新进度',
      require: 'projTask:edit',
      when: NOT_PHASE,
      load: () => import('./ProgressPanel').then((m) => m.ProgressPanel),
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: NOT_PHASE,
      run: (row, options) => pmProjTaskDelete({ body: { ids: [row.id] } }, options),
      done: '删除成功',
    },
  ],
});

/**
 * 任务 (pm.projTask): the plan's rows as a list, phases as headings; add, edit, progress and delete behind the
 * PROJECT permissions projTask:add / edit / delete (the list's own widgets see the project set).
 */
export function TaskListPage() {
  const projId = useProjectId();
  const extendedParams = useMemo(() => (projId ? { projId } : undefined), [projId]);
  if (!projId) return null;
  return (
    <ProjectPermissionScope>
      <TaskList extendedParams={extendedParams} />
    </ProjectPermissionScope>
  );
}
