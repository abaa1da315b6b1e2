import { ProjectScoped } from '@/entities/project';
import { pmProjRioDelete, pmProjRioResolve, pmProjRioStart } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { rioColumns, rioConditions, rioSource, type ProjRio } from '../model/rio-list';

const state = (...states: ProjRio['rioStatus'][]) => ({ field: 'rioStatus', op: 'in', value: states }) as const;

/**
 * RIO of a project: risks, issues and opportunities through 新建 → 处理中 → 已解决 → 已关闭. Each state offers what
 * it allows: edit and start a new one (or delete it), resolve one in progress, close a resolved one with a note
 * (projRio:close). Overdue ones show in red.
 */
export const RioList = defineListScreen({
  tableId: 'pm.projRio',
  permissionPrefix: 'projRio',
  source: rioSource,
  columns: rioColumns,
  conditions: rioConditions,
  form: () => import('./rio-form').then((m) => m.RioForm),
  table: { addLabel: '新增 RIO' },
  rowActions: [
    { kind: 'edit', when: state('NEW', 'DOING') },
    {
      kind: 'call',
      // Distinct action codes (the row's buttons are keyed by them), all under projRio:edit.
      action: 'active',
      require: 'projRio:edit',
      title: '开始处理',
      when: state('NEW'),
      run: (row, options) => pmProjRioStart({ body: { id: row.id, projId: row.projId } }, options),
      done: '已开始处理',
    },
    {
      kind: 'call',
      action: 'submit',
      require: 'projRio:edit',
      title: '标记已解决',
      confirm: true,
      when: state('DOING'),
      run: (row, options) => pmProjRioResolve({ body: { id: row.id, projId: row.projId } }, options),
      done: '已标记为已解决',
    },
    {
      kind: 'panel',
      action: 'close',
      title: '关闭',
      when: state('RESOLVED'),
      load: () => import('./RioCloseDialog').then((m) => m.RioCloseDialog),
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: state('NEW'),
      run: (row, options) => pmProjRioDelete({ body: { projId: row.projId, ids: [row.id] } }, options),
      done: '已删除',
    },
  ],
});

export function RioListPage() {
  return <ProjectScoped>{(projId) => <RioList extendedParams={{ projId }} />}</ProjectScoped>;
}
