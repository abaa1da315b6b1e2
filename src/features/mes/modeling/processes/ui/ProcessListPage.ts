import { mfgProcessDelete, mfgProcessDisable, mfgProcessEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/list-screen';
import { exportProcesses, processColumns, processConditions, processSource } from '../model/process-list';

/** 工序 (§2.5 manufacture process): the processes routings are made of, with their standard times and inspection. */
export const ProcessListPage = defineListScreen({
  tableId: 'mes.mfgProcess',
  permissionPrefix: 'mfgProcess',
  source: processSource,
  columns: processColumns,
  conditions: processConditions,
  table: { exportFile: exportProcesses, selection: 'checkbox' },
  form: () => import('./process-form').then((m) => m.ProcessForm),
  rowActions: [{ kind: 'panel', action: 'detail', title: '详情', load: () => import('./ProcessDetailDrawer').then((m) => m.ProcessDetailDrawer) }, 'edit'],
  status: { enable: mfgProcessEnable, disable: mfgProcessDisable, delete: mfgProcessDelete },
});
