import type { ModuleScreens } from '../screen-loader';

/** 制造执行 (mes): production modelling, execution, equipment. */
export const mesScreens = {
  'mes.mfgLine': () => import('@/features/mes/production-lines').then((m) => ({ Component: m.LineListPage })),
  // mes-model
  'mes.mfgProcess': () => import('@/features/mes/processes').then((m) => ({ Component: m.ProcessListPage })),
  'mes.mfgRouting': () => import('@/features/mes/routings').then((m) => ({ Component: m.RoutingListPage })),
  'mes.mfgBom': () => import('@/features/mes/boms').then((m) => ({ Component: m.BomListPage })),
} satisfies ModuleScreens;
