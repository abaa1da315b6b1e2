import type { ModuleScreens } from '../screen-loader';

/** 制造执行 (mes): production modelling, execution, equipment. */
export const mesScreens = {
  'mes.mfgLine': () => import('@/features/mes/production-lines').then((m) => ({ Component: m.LineListPage })),
  // mes-equip
  'mes.mfgEquip': () => import('@/features/mes/equipment').then((m) => ({ Component: m.EquipListPage })),
  'mes.mfgPlannedDowntime': () => import('@/features/mes/planned-downtime').then((m) => ({ Component: m.DowntimePage })),
  'mes.kanbanDevice': () => import('@/features/mes/kanban-devices').then((m) => ({ Component: m.KanbanListPage })),
  'mes.mfgReport': () => import('@/features/mes/daily-report').then((m) => ({ Component: m.DailyReportPage })),
} satisfies ModuleScreens;
