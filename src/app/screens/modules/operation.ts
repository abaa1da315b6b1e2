import type { ModuleScreens } from '../screen-loader';

/** 平台运营 (bos, sys): tenants and enterprises, platform configuration, devops, workflow integration, files; the public registration. */
export const operationScreens = {
  'bos.opCodeGen': () => import('@/features/operation/code-gen').then((m) => ({ Component: m.CodeGenListPage })),
  'bos.opDbMigration': () => import('@/features/operation/db-migrations').then((m) => ({ Component: m.MigrationListPage })),
  'bos.opPdaVersion': () => import('@/features/operation/terminal-versions').then((m) => ({ Component: m.PdaVersionListPage })),
  'bos.opHmiVersion': () => import('@/features/operation/terminal-versions').then((m) => ({ Component: m.HmiVersionListPage })),
  'bos.opEvent': () => import('@/features/operation/platform-events').then((m) => ({ Component: m.EventListPage })),
} satisfies ModuleScreens;
