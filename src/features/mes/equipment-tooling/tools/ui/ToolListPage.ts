import { mfgToolsDelete, mfgToolsReset } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { exportTools, toolConditions, toolSource } from '../model/tool-list';
import { toolColumns } from './tool-columns';

const NOT_SCRAPPED = { field: 'state', op: 'in', value: ['STORE', 'ISSUE', 'REPAIR'] } as const;

/**
 * 工装 (mes.mfgTools): tools with stock, life used (amber from 80 %, red from 100 %) and state; 寿命清零 after
 * regrinding (asked first), 报废 with a reason. A scrapped tool is read-only.
 */
export const ToolListPage = defineListScreen({
  tableId: 'mes.mfgTools',
  permissionPrefix: 'mfgTools',
  source: toolSource,
  columns: toolColumns,
  conditions: toolConditions,
  table: { exportFile: exportTools, selection: 'checkbox' },
  form: () => import('./tool-form').then((m) => m.ToolForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./ToolDetailDrawer').then((m) => m.ToolDetailDrawer),
    },
    { kind: 'edit', when: NOT_SCRAPPED },
    {
      kind: 'call',
      action: 'active',
      require: 'mfgTools:reset',
      title: '寿命清零',
      confirm: true,
      when: [NOT_SCRAPPED, { field: 'lifeMode', op: 'in', value: ['COUNT', 'TIME'] }],
      run: (tool) => mfgToolsReset({ body: { id: tool.id } }),
      done: '已清零寿命',
    },
    {
      kind: 'panel',
      action: 'close',
      require: 'mfgTools:edit',
      title: '报废',
      when: NOT_SCRAPPED,
      load: () => import('./ScrapDialog').then((m) => m.ScrapDialog),
    },
  ],
  remove: mfgToolsDelete,
});
