import { opExcelTemplate, opExcelTemplateBizTypeListQueryOptions } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { QuerySelect } from '@/shared/ui/query-select';
import { TemplateFileInput } from './TemplateFileInput';

/** Excel 模板: the import templates the import flow offers per business type, and their columns (列设置). */
export const ExcelTemplateListPage = defineCrudScreen(opExcelTemplate, {
  noun: 'Excel 模板',
  columns: [
    { dataIndex: 'code', title: '模板编码', width: 150, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '模板名称', width: 180 },
    { dataIndex: 'bizTypeName', title: '业务类型', width: 120 },
    {
      dataIndex: 'fileName',
      title: '模板文件',
      width: 200,
      ellipsis: true,
      render: (_, row) => row.fileName ?? '按列生成',
    },
    { dataIndex: 'fieldCount', title: '列数', width: 80 },
    'status',
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
    'updateTime',
  ],
  conditions: ['name', 'code', 'status'],
  form: {
    code: {},
    name: {},
    // The import business a template serves (the import flow's bizType), from the server's list.
    bizType: {
      label: '业务类型',
      kind: 'custom',
      render: (field) => (
        <QuerySelect
          {...field}
          query={opExcelTemplateBizTypeListQueryOptions()}
          option={(type) => ({
            value: type.bizType,
            label: type.module ? `${type.bizTypeName}（${type.module}）` : type.bizTypeName,
          })}
        />
      ),
    },
    fileId: {
      label: '模板文件（不上传则按列生成）',
      kind: 'custom',
      wide: true,
      render: (field, template) => <TemplateFileInput {...field} fileName={template?.fileName} />,
    },
    remark: { kind: 'textarea', wide: true },
  },
  rowActions: [
    {
      kind: 'panel',
      action: 'manage',
      title: '列设置',
      load: () => import('./TemplateFieldsDrawer').then((m) => m.TemplateFieldsDrawer),
    },
    'edit',
  ],
});
