import { ProjectScoped } from '@/entities/project';
import { pmProjFtDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { ftColumns, ftConditions, ftSource } from '../model/ft-list';

/** F&T of a project: fixtures, moulds, gauges and tooling with supplier, cost and completion. */
const FtList = defineListScreen({
  tableId: 'pm.projFt',
  permissionPrefix: 'projFt',
  source: ftSource,
  columns: ftColumns,
  conditions: ftConditions,
  form: () => import('./ft-form').then((m) => m.FtForm),
  table: { addLabel: '新增 F&T' },
  rowActions: [
    'edit',
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      run: (row, options) => pmProjFtDelete({ body: { projId: row.projId, ids: [row.id] } }, options),
      done: '已删除',
    },
  ],
});

export function FtListPage() {
  return <ProjectScoped>{(projId) => <FtList extendedParams={{ projId }} />}</ProjectScoped>;
}
