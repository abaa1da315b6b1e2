import { ProjectScoped } from '@/entities/project';
import { pmProjPartDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/list-screen';
import { partColumns, partConditions, partSource } from '../model/part-list';

/** 零件 of a project: materials with their use per product, make or buy, status and drawing. */
const PartList = defineListScreen({
  tableId: 'pm.projPart',
  permissionPrefix: 'projPart',
  source: partSource,
  columns: partColumns,
  conditions: partConditions,
  form: () => import('./part-form').then((m) => m.PartForm),
  table: { addLabel: '添加零件' },
  rowActions: [
    'edit',
    {
      kind: 'call',
      action: 'delete',
      title: '移除',
      confirm: true,
      danger: true,
      run: (row, options) => pmProjPartDelete({ body: { projId: row.projId, ids: [row.id] } }, options),
      done: '已移除',
    },
  ],
});

export function PartListPage() {
  return <ProjectScoped>{(projId) => <PartList extendedParams={{ projId }} />}</ProjectScoped>;
}
