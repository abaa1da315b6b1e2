import type { ModuleScreens } from '../screen-loader';

/** 系统管理 (sys): organisation, monitoring, configuration. */
export const systemScreens = {
  'sys.sysDept': () => import('@/features/system/departments').then((m) => ({ Component: m.DeptListPage })),
} satisfies ModuleScreens;
