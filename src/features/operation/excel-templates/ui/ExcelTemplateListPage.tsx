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
    { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
    { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
  ],
  conditions: [
    { key: 'name', title: '模板名称', type: 'input' },
    { key: 'code', title: '模板编码', type: 'input' },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  form: {
    code: { label: '模板编码' },
    name: { label: '模板名称' },
    // The import business a template serves (the import flow's bizType), from the server's list.
    bizType: {
      label: '业务类型',
      kind: 'custom',
      render: ({ value, onChange, onBlur, disabled }) => (
        <QuerySelect
          id="bizType"
          query={opExcelTemplateBizTypeListQueryOptions()}
          option={(type) => ({
            value: type.bizType,
            label: type.module ? `${type.bizTypeName}（${type.module}）` : type.bizTypeName,
          })}
          value={value}
          onChange={(chosen) => onChange(chosen ?? '')}
          onBlur={onBlur}
          disabled={disabled}
          placeholder="请选择业务类型"
        />
      ),
    },
    fileId: {
      label: '模板文件（不上传则按列生成）',
      kind: 'custom',
      wide: true,
      render: ({ value, onChange, disabled }, template) => (
        <TemplateFileInput value={value} onChange={onChange} disabled={disabled} fileName={template?.fileName} />
      ),
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
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
