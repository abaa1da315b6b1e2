import type { ModuleScreens } from '../screen-loader';

/** 平台运营 (bos, sys): tenants and enterprises, platform configuration, devops, workflow integration, files; the public registration. */
export const operationScreens = {
  'bos.idpFunction': () => import('@/features/operation/functions').then((m) => ({ Component: m.FunctionListPage })),
  'bos.opConst': () => import('@/features/operation/constants').then((m) => ({ Component: m.ConstListPage })),
  'bos.opMenu': () => import('@/features/operation/menus').then((m) => ({ Component: m.MenuPage })),
} satisfies ModuleScreens;
