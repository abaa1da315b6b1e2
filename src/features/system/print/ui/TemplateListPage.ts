import { sysPrintTemplateDelete, sysPrintTemplateSetDefault } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { templateColumns, templateConditions, templateSource } from '../model/template-list';

/** 打印模板: per business document; one default per business type, set with 设为默认 (the old default gives way). */
export const TemplateListPage = defineListScreen({
  tableId: 'sys.sysPrintTemplate',
  permissionPrefix: 'sysPrint',
  source: templateSource,
  columns: templateColumns,
  conditions: templateConditions,
  form: () => import('./template-form').then((m) => m.TemplateForm),
  rowActions: [
    'edit',
    {
      kind: 'call',
      action: 'setAsDefault',
      title: '设为默认',
      require: 'sysPrint:edit',
      confirm: true,
      when: { field: 'isDefault', op: 'eq', value: false },
      run: (t, options) => sysPrintTemplateSetDefault({ body: { id: t.id } }, options),
      done: '已设为默认模板',
    },
  ],
  remove: sysPrintTemplateDelete,
});
