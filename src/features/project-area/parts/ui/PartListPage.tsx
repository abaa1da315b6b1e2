import { ProjectScoped, removeFromProject } from '@/entities/project';
import { pmProjPartDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
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
  rowActions: ['edit', removeFromProject(pmProjPartDelete)],
});

export function PartListPage() {
  return <ProjectScoped>{(projId) => <PartList extendedParams={{ projId }} />}</ProjectScoped>;
}
