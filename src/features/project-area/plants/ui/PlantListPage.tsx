import { ProjectScoped, removeFromProject } from '@/entities/project';
import { pmProjPlantDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { plantColumns, plantConditions, plantSource } from '../model/plant-list';

/** 工厂 of a project: where it is produced (量产) and tried out (试产), with the SOP date. */
const PlantList = defineListScreen({
  tableId: 'pm.projPlant',
  permissionPrefix: 'projPlant',
  source: plantSource,
  columns: plantColumns,
  conditions: plantConditions,
  form: () => import('./plant-form').then((m) => m.PlantForm),
  table: { addLabel: '添加工厂' },
  rowActions: [removeFromProject(pmProjPlantDelete)],
});

export function PlantListPage() {
  return <ProjectScoped>{(projId) => <PlantList extendedParams={{ projId }} />}</ProjectScoped>;
}
