import type { ModuleScreens } from '../screen-loader';

/** 制造执行 (mes): production modelling, execution, equipment. */
export const mesScreens = {
  'mes.mfgLine': () => import('@/features/mes/production-lines').then((m) => ({ Component: m.LineListPage })),
  // mes-flow
  'mes.mfgTaskRequest': () => import('@/features/mes/task-requests').then((m) => ({ Component: m.TaskRequestListPage })),
  'mes.mfgTaskRequestApprove': () => import('@/features/mes/task-request-approval').then((m) => ({ Component: m.TaskRequestApprovePage })),
  'mes.mfgTaskStop': () => import('@/features/mes/line-stops').then((m) => ({ Component: m.LineStopListPage })),
  'mes.mfgBench': () => import('@/features/mes/line-bench').then((m) => ({ Component: m.LineBenchPage })),
  // mes-equip
  'mes.mfgEquip': () => import('@/features/mes/equipment').then((m) => ({ Component: m.EquipListPage })),
  'mes.mfgPlannedDowntime': () => import('@/features/mes/planned-downtime').then((m) => ({ Component: m.DowntimePage })),
  'mes.kanbanDevice': () => import('@/features/mes/kanban-devices').then((m) => ({ Component: m.KanbanListPage })),
  'mes.mfgReport': () => import('@/features/mes/daily-report').then((m) => ({ Component: m.DailyReportPage })),
} satisfies ModuleScreens;
