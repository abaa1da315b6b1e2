import type { ModuleScreens } from '../screen-loader';

/** 制造执行 (mes): production modelling, execution, equipment. */
export const mesScreens = {
  'mes.mfgLine': () => import('@/features/mes/production-lines').then((m) => ({ Component: m.LineListPage })),
  // mes-base
  'mes.mfgDept': () => import('@/features/mes/mfg-depts').then((m) => ({ Component: m.MfgDeptListPage })),
  'mes.mfgShift': () => import('@/features/mes/shifts').then((m) => ({ Component: m.ShiftListPage })),
  'mes.mfgTeam': () => import('@/features/mes/teams').then((m) => ({ Component: m.TeamListPage })),
  'mes.mfgState': () => import('@/features/mes/states').then((m) => ({ Component: m.StateListPage })),
  'mes.mfgToolCategory': () => import('@/features/mes/tool-categories').then((m) => ({ Component: m.ToolCategoryListPage })),
  'mes.mfgTools': () => import('@/features/mes/tools').then((m) => ({ Component: m.ToolListPage })),
} satisfies ModuleScreens;
