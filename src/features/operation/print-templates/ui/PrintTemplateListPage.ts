import { opPrintTemplateDelete, opPrintTemplateDisable, opPrintTemplateEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { printTemplateColumns, printTemplateConditions, printTemplateSource } from '../model/print-template-list';

/** 打印模板: templates per business type and paper, edited with placeholders and a preview; 打印 prints a sample. */
export const PrintTemplateListPage = defineListScreen({
  tableId: 'bos.opPrintTemplate',
  permissionPrefix: 'opPrintTemplate',
  source: printTemplateSource,
  columns: printTemplateColumns,
  conditions: printTemplateConditions,
  form: () => import('../model/print-template-form').then((m) => m.PrintTemplateForm),
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'detail',
      title: '打印',
      load: () => import('./PrintTemplatePrintPanel').then((m) => m.PrintTemplatePrintPanel),
    },
  ],
  status: { enable: opPrintTemplateEnable, disable: opPrintTemplateDisable, delete: opPrintTemplateDelete },
});
