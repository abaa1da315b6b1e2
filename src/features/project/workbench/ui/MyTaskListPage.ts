import { projectPath } from '@/entities/project';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { myTaskColumns, myTaskConditions, myTaskSource } from '../model/my-task-list';

/** 我的任务 (pm.workbenchMyTask): my tasks across projects; a task is worked on in its project's 任务 tab. */
export const MyTaskListPage = defineListScreen({
  tableId: 'pm.workbenchMyTask',
  permissionPrefix: 'workbenchMyTask',
  source: myTaskSource,
  columns: myTaskColumns,
  conditions: myTaskConditions,
  table: { defaultParams: { sortField: 'planEndDate', sortOrder: 'ascend' } },
  rowActions: [
    { kind: 'link', action: 'detail', title: '打开项目', to: (task) => projectPath('projTask', task.projId) },
  ],
});
