import type { ModuleScreens } from '../screen-loader';

/** 企业注册 (public /register area, 注册查询, 注册审核): one chunk, imported from one place (one list of its dependencies in the entry). */
const corpReg = () => import('@/features/operation/corp-reg');

/** 平台运营 (bos, sys): tenants and enterprises, platform configuration, devops, workflow integration, files; the public registration. */
export const operationScreens = {
  registerIndex: () => corpReg().then((m) => ({ Component: m.RegisterIndexPage })),
  registerCreate: () => corpReg().then((m) => ({ Component: m.RegisterCreatePage })),
  registerUpdate: () => corpReg().then((m) => ({ Component: m.RegisterUpdatePage })),
  registerDetail: () => corpReg().then((m) => ({ Component: m.RegisterDetailPage })),
  'bos.opCorpReg': () => corpReg().then((m) => ({ Component: m.CorpRegQueryPage })),
  'bos.opCorpAudit': () => corpReg().then((m) => ({ Component: m.CorpRegAuditPage })),
  'sys.sysDtProc': () => import('@/features/operation/workflow-config').then((m) => ({ Component: m.DtProcListPage })),
  'sys.sysOpDtProc': () =>
    import('@/features/operation/workflow-config').then((m) => ({ Component: m.OpDtProcListPage })),
  'bos.opCorpChange': () =>
    import('@/features/operation/corp-change').then((m) => ({ Component: m.CorpChangeListPage })),
  'sys.sysFile': () => import('@/features/operation/files').then((m) => ({ Component: m.FileListPage })),
  'bos.idpFunction': () => import('@/features/operation/functions').then((m) => ({ Component: m.FunctionListPage })),
  'bos.opConst': () => import('@/features/operation/constants').then((m) => ({ Component: m.ConstListPage })),
  'bos.opMenu': () => import('@/features/operation/menus').then((m) => ({ Component: m.MenuPage })),
  'bos.opDictType': () => import('@/features/operation/dictionary').then((m) => ({ Component: m.DictTypeListPage })),
  'bos.opPrintTemplate': () =>
    import('@/features/operation/print-templates').then((m) => ({ Component: m.PrintTemplateListPage })),
  'bos.opExcelTemplate': () =>
    import('@/features/operation/excel-templates').then((m) => ({ Component: m.ExcelTemplateListPage })),
  'bos.opStdUom': () => import('@/features/operation/std-uom').then((m) => ({ Component: m.StdUomListPage })),
  'bos.opCodeGen': () => import('@/features/operation/code-gen').then((m) => ({ Component: m.CodeGenListPage })),
  'bos.opDbMigration': () =>
    import('@/features/operation/db-migrations').then((m) => ({ Component: m.MigrationListPage })),
  'bos.opPdaVersion': () =>
    import('@/features/operation/terminal-versions').then((m) => ({ Component: m.PdaVersionListPage })),
  'bos.opHmiVersion': () =>
    import('@/features/operation/terminal-versions').then((m) => ({ Component: m.HmiVersionListPage })),
  'bos.opEvent': () => import('@/features/operation/platform-events').then((m) => ({ Component: m.EventListPage })),
  'bos.opTenant': () => import('@/features/operation/tenants').then((m) => ({ Component: m.TenantListPage })),
  'bos.opCorpManage': () => import('@/features/operation/tenants').then((m) => ({ Component: m.CorpListPage })),
  'bos.opModule': () => import('@/features/operation/licensing').then((m) => ({ Component: m.ModuleListPage })),
  'bos.opLicence': () => import('@/features/operation/licensing').then((m) => ({ Component: m.LicenceListPage })),
  'bos.opSms': () => import('@/features/operation/sms').then((m) => ({ Component: m.SmsConfigPage })),
  'bos.opCloudStorage': () =>
    import('@/features/operation/cloud-storage').then((m) => ({ Component: m.StorageListPage })),
} satisfies ModuleScreens;
