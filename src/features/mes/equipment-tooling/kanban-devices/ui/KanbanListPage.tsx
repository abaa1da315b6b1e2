import { kanbanDeviceDelete, kanbanDeviceDisable, kanbanDeviceEnable, kanbanDeviceRestart } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { kanbanColumns, kanbanConditions, type KanbanDevice, kanbanSource } from '../model/kanban-list';

/** 看板设备 (issue 17): the TV/LED boards of the lines; 预览 opens the board, 重启 restarts an online one. */
export const KanbanListPage = defineListScreen({
  tableId: 'mes.kanbanDevice',
  permissionPrefix: 'kanbanDevice',
  source: kanbanSource,
  columns: kanbanColumns,
  conditions: kanbanConditions,
  form: () => import('./kanban-form').then((m) => m.KanbanForm),
  rowActions: [
    'edit',
    // The board's own page, in a new window (not a route of this app).
    {
      action: 'detail',
      title: '预览',
      onClick: (row: KanbanDevice) => window.open(row.previewUrl, '_blank', 'noopener,noreferrer'),
    },
    {
      kind: 'call',
      action: 'manage',
      require: 'kanbanDevice:edit',
      title: '重启',
      confirm: true,
      when: { field: 'online', op: 'eq', value: true },
      run: (row, options) => kanbanDeviceRestart({ body: { id: row.id } }, options),
      done: '已下发重启指令',
    },
  ],
  status: { enable: kanbanDeviceEnable, disable: kanbanDeviceDisable, delete: kanbanDeviceDelete },
});
