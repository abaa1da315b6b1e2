import { useMemo } from 'react';
import { useLineOptions } from '@/entities/production-line';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { exportTasks, taskColumns, taskConditions, taskSource } from '../model/task-list';

const TaskList = defineListScreen({
  tableId: 'mes.mfgTask',
  permissionPrefix: 'mfgTask',
  source: taskSource,
  columns: taskColumns,
  conditions: taskConditions,
  table: { exportFile: exportTasks, selection: 'checkbox' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./TaskDetailDrawer').then((m) => m.TaskDetailDrawer),
    },
  ],
});

/** 生产任务查询: the tasks release made, read only; 产线 options come from the line list. */
export function TaskListPage() {
  const { options } = useLineOptions();
  const conditions = useMemo(
    () => [
      ...taskConditions.slice(0, 1),
      { key: 'lineId', title: '产线', type: 'select' as const, options, multiple: true },
      ...taskConditions.slice(1),
    ],
    [options],
  );
  return <TaskList conditions={conditions} />;
}
