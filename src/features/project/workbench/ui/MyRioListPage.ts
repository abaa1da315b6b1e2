import { projectPath } from '@/entities/project';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { myRioColumns, myRioConditions, myRioSource } from '../model/my-rio-list';

/** 我的 RIO (pm.workbenchMyRio): the risks, issues and opportunities I own across projects; handled in the project's RIO tab. */
export const MyRioListPage = defineListScreen({
  tableId: 'pm.workbenchMyRio',
  permissionPrefix: 'workbenchMyRio',
  source: myRioSource,
  columns: myRioColumns,
  conditions: myRioConditions,
  table: { defaultParams: { sortField: 'dueDate', sortOrder: 'ascend' } },
  rowActions: [{ kind: 'link', action: 'detail', title: '打开项目', to: (rio) => projectPath('projRIO', rio.projId) }],
});
