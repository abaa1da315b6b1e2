import type { ModuleScreens } from '../screen-loader';

/** 制造执行 (mes): production modelling, execution, equipment. */
export const mesScreens = {
  'mes.mfgLine': () => import('@/features/mes/production-lines').then((m) => ({ Component: m.LineListPage })),
  // mes-flow
  'mes.mfgTaskRequest': () => import('@/features/mes/task-requests').then((m) => ({ Component: m.TaskRequestListPage })),
  'mes.mfgTaskRequestApprove': () => import('@/features/mes/task-request-approval').then((m) => ({ Component: m.TaskRequestApprovePage })),
  'mes.mfgTaskStop': () => import('@/features/mes/line-stops').then((m) => ({ Component: m.LineStopListPage })),
  'mes.mfgBench': () => import('@/features/mes/line-bench').then((m) => ({ Component: m.LineBenchPage })),
} satisfies ModuleScreens;
