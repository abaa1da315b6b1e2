import type { ModuleScreens } from '../screen-loader';

/** 平台运营 (bos, sys): tenants and enterprises, platform configuration, devops, workflow integration, files; the public registration. */
export const operationScreens = {
  registerIndex: () => import('@/features/operation/corp-reg').then((m) => ({ Component: m.RegisterIndexPage })),
  registerCreate: () => import('@/features/operation/corp-reg').then((m) => ({ Component: m.RegisterCreatePage })),
  registerUpdate: () => import('@/features/operation/corp-reg').then((m) => ({ Component: m.RegisterUpdatePage })),
  registerDetail: () => import('@/features/operation/corp-reg').then((m) => ({ Component: m.RegisterDetailPage })),
  'bos.opCorpReg': () => import('@/features/operation/corp-reg').then((m) => ({ Component: m.CorpRegQueryPage })),
  'bos.opCorpAudit': () => import('@/features/operation/corp-reg').then((m) => ({ Component: m.CorpRegAuditPage })),
} satisfies ModuleScreens;
