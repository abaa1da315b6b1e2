import type { ModuleScreens } from '../screen-loader';

/** 平台运营 (bos, sys): tenants and enterprises, platform configuration, devops, workflow integration, files; the public registration. */
export const operationScreens = {
  'bos.opTenant': () => import('@/features/operation/tenants').then((m) => ({ Component: m.TenantListPage })),
  'bos.opCorpManage': () => import('@/features/operation/tenants').then((m) => ({ Component: m.CorpListPage })),
  'bos.opModule': () => import('@/features/operation/licensing').then((m) => ({ Component: m.ModuleListPage })),
  'bos.opLicence': () => import('@/features/operation/licensing').then((m) => ({ Component: m.LicenceListPage })),
  'bos.opSms': () => import('@/features/operation/sms').then((m) => ({ Component: m.SmsConfigPage })),
  'bos.opCloudStorage': () => import('@/features/operation/cloud-storage').then((m) => ({ Component: m.StorageListPage })),
} satisfies ModuleScreens;
