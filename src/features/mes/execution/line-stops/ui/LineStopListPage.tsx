import { mfgTaskStopCancel } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { exportStops, stopColumns, stopConditions, stopped, stopSource } from '../model/stop-list';

/** 停线申请 (制造执行): line stops with their countdown while the line stands; 恢复生产 ends one, 撤销 a false report. */
export const LineStopListPage = defineListScreen({
  tableId: 'mes.mfgTaskStop',
  permissionPrefix: 'mfgTaskStop',
  source: stopSource,
  columns: stopColumns,
  conditions: stopConditions,
  form: () => import('./stop-form').then((m) => m.LineStopForm),
  table: { addLabel: '申请停线', exportFile: exportStops, selection: 'checkbox', actionWidth: 200 },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./StopDetailDrawer').then((m) => m.StopDetailDrawer),
    },
    {
      kind: 'panel',
      action: 'active',
      title: '恢复生产',
      require: 'mfgTaskStop:resume',
      when: stopped,
      load: () => import('./ResumeStopDialog').then((m) => m.ResumeStopDialog),
    },
    {
      kind: 'call',
      action: 'close',
      title: '撤销',
      require: 'mfgTaskStop:delete',
      confirm: true,
      danger: true,
      when: stopped,
      run: (row, options) => mfgTaskStopCancel({ body: { id: row.id } }, options),
      done: '已撤销',
    },
  ],
});
