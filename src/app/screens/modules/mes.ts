import type { ModuleScreens } from '../screen-loader';

/** 制造执行 (mes): production modelling, execution, equipment. */
export const mesScreens = {
  'mes.mfgLine': () => import('@/features/mes/production-lines').then((m) => ({ Component: m.LineListPage })),
  // mes-quality
  'mes.mfgDefect': () => import('@/features/mes/defects').then((m) => ({ Component: m.DefectListPage })),
  'mes.mfgPqcRule': () => import('@/features/mes/pqc-rules').then((m) => ({ Component: m.PqcRuleListPage })),
  'mes.mfgEswRule': () => import('@/features/mes/esw-rules').then((m) => ({ Component: m.EswRuleListPage })),
  'mes.mfgEswWarn': () => import('@/features/mes/esw-warnings').then((m) => ({ Component: m.WarnListPage })),
} satisfies ModuleScreens;
