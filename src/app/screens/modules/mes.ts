import type { ModuleScreens } from '../screen-loader';

/** 制造执行 (mes): production modelling, execution, equipment. */
export const mesScreens = {
  'mes.mfgLine': () => import('@/features/mes/production-lines').then((m) => ({ Component: m.LineListPage })),
  // mes-order
  'mes.mfgOrder': () => import('@/features/mes/work-orders').then((m) => ({ Component: m.OrderListPage })),
  'mes.mfgTask': () => import('@/features/mes/production-tasks').then((m) => ({ Component: m.TaskListPage })),
  'mes.mfgWipTask': () => import('@/features/mes/wip-tasks').then((m) => ({ Component: m.WipTaskPage })),
  'mes.mfgOutput': () => import('@/features/mes/input-output').then((m) => ({ Component: m.OutputListPage })),
} satisfies ModuleScreens;
