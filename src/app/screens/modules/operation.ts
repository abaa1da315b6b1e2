import type { ModuleScreens } from '../screen-loader';

/** 平台运营 (bos, sys): tenants and enterprises, platform configuration, devops, workflow integration, files; the public registration. */
export const operationScreens = {
  'bos.opDictType': () => import('@/features/operation/dictionary').then((m) => ({ Component: m.DictTypeListPage })),
  'bos.opPrintTemplate': () => import('@/features/operation/print-templates').then((m) => ({ Component: m.PrintTemplateListPage })),
  'bos.opExcelTemplate': () => import('@/features/operation/excel-templates').then((m) => ({ Component: m.ExcelTemplateListPage })),
  'bos.opStdUom': () => import('@/features/operation/std-uom').then((m) => ({ Component: m.StdUomListPage })),
} satisfies ModuleScreens;
