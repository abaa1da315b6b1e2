import { opCodeGenDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { codeGenColumns, codeGenConditions, codeGenSource } from '../model/codegen-list';
import { downloadCode } from '../model/download';

/** 代码生成: a configuration per table; its fields, a preview of the generated files, and the zip. */
export const CodeGenListPage = defineListScreen({
  tableId: 'bos.opCodeGen',
  permissionPrefix: 'opCodeGen',
  source: codeGenSource,
  columns: codeGenColumns,
  conditions: codeGenConditions,
  form: () => import('./codegen-form').then((m) => m.CodeGenForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '预览',
      load: () => import('./CodePreviewModal').then((m) => m.CodePreviewModal),
    },
    {
      kind: 'panel',
      action: 'manage',
      title: '字段配置',
      require: 'opCodeGen:edit',
      load: () => import('./FieldConfigModal').then((m) => m.FieldConfigModal),
    },
    'edit',
    { action: 'download', title: '下载', onClick: (config) => downloadCode(config) },
  ],
  remove: opCodeGenDelete,
});
