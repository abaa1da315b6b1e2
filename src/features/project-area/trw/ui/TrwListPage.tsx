import { ProjectScoped } from '@/entities/project';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { trwColumns, trwConditions, trwSource } from '../model/trw-list';

/** 总结 (TRW): the technical reviews held at each stage gate, their conclusion and minutes. */
const TrwList = defineListScreen({
  tableId: 'pm.projTrw',
  permissionPrefix: 'projTrw',
  source: trwSource,
  columns: trwColumns,
  conditions: trwConditions,
  form: () => import('./trw-form').then((m) => m.TrwForm),
  table: { addLabel: '新增评审' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./TrwDetailDrawer').then((m) => m.TrwDetailDrawer),
    },
    'edit',
  ],
});

export function TrwListPage() {
  return <ProjectScoped>{(projId) => <TrwList extendedParams={{ projId }} />}</ProjectScoped>;
}
