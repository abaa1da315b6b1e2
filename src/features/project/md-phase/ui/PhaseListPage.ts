import { pmMdPhaseDelete, pmMdPhaseDisable, pmMdPhaseEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { phaseColumns, phaseConditions, phaseSource } from '../model/phase-list';

/** 项目阶段 (pm.mdPhase): list, add, edit, enable/disable, delete (a phase in use is refused by the server: disable it). */
export const PhaseListPage = defineListScreen({
  tableId: 'pm.mdPhase',
  permissionPrefix: 'mdPhase',
  source: phaseSource,
  columns: phaseColumns,
  conditions: phaseConditions,
  form: () => import('./phase-form').then((m) => m.PhaseForm),
  status: { enable: pmMdPhaseEnable, disable: pmMdPhaseDisable, delete: pmMdPhaseDelete },
});
