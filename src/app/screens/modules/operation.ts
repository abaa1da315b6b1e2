import type { ModuleScreens } from '../screen-loader';

/** 平台运营 (bos, sys): tenants and enterprises, platform configuration, devops, workflow integration, files; the public registration. */
export const operationScreens = {
  'sys.sysDtProc': () => import('@/features/operation/workflow-config').then((m) => ({ Component: m.DtProcListPage })),
  'sys.sysOpDtProc': () => import('@/features/operation/workflow-config').then((m) => ({ Component: m.OpDtProcListPage })),
  'bos.opCorpChange': () => import('@/features/operation/corp-change').then((m) => ({ Component: m.CorpChangeListPage })),
  'sys.sysFile': () => import('@/features/operation/files').then((m) => ({ Component: m.FileListPage })),
} satisfies ModuleScreens;
