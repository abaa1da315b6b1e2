import { opExcelTemplateDelete, opExcelTemplateDisable, opExcelTemplateEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { excelTemplateColumns, excelTemplateConditions, excelTemplateSource } from '../model/excel-template-list';

/** Excel 模板: the import templates the import flow offers per business type, and their columns (列设置). */
export const ExcelTemplateListPage = defineListScreen({
  tableId: 'bos.opExcelTemplate',
  permissionPrefix: 'opExcelTemplate',
  source: excelTemplateSource,
  columns: excelTemplateColumns,
  conditions: excelTemplateConditions,
  form: () => import('../model/excel-template-form').then((m) => m.ExcelTemplateForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'manage',
      title: '列设置',
      load: () => import('./TemplateFieldsDrawer').then((m) => m.TemplateFieldsDrawer),
    },
    'edit',
  ],
  status: { enable: opExcelTemplateEnable, disable: opExcelTemplateDisable, delete: opExcelTemplateDelete },
});
