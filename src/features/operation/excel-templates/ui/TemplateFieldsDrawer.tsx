import { Select } from 'antd';
import { type opExcelTemplate, opExcelTemplateFieldListQueryOptions, opExcelTemplateSaveFields } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { RowsEditorDrawer } from '@/shared/ui/rows-editor';
import { FIELD_TYPES, newTemplateField, templateFieldRows, templateFieldsRules } from '../model/template-fields';

const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({ value: type.value, label: type.label }));

/** 列设置 of an import template: its columns as an editable table, saved whole (saveFields). */
export function TemplateFieldsDrawer({
  row: template,
  onClose,
  refetch,
}: RowPanelProps<RowOf<typeof opExcelTemplate>>) {
  return (
    <RowsEditorDrawer
      title={`列设置：${template.name}（${template.code}）`}
      noun="模板的列"
      query={opExcelTemplateFieldListQueryOptions({ query: { templateId: template.id } })}
      rows={templateFieldRows}
      rules={templateFieldsRules}
      hint="列标题是 Excel 第一行的表头，字段键是导入时写入的业务字段；示例值写在模板第二行。导入按列标题匹配，顺序按排序号。"
      columns={[
        { field: 'columnTitle', title: '列标题', width: 150, input: 'text', max: 64 },
        { field: 'fieldKey', title: '字段键', width: 150, input: 'text', max: 64 },
        {
          field: 'fieldType',
          title: '类型',
          width: 110,
          input: (field, label) => (
            <Select {...field} aria-label={label} options={TYPE_OPTIONS} style={{ width: '100%' }} />
          ),
        },
        { field: 'required', title: '必填', width: 70, input: 'switch' },
        { field: 'sample', title: '示例值', input: 'text', max: 128 },
        { field: 'sort', title: '排序', width: 90, input: 'number' },
      ]}
      newRow={newTemplateField}
      addLabel="添加列"
      save={(fields) => opExcelTemplateSaveFields({ body: { templateId: template.id, fields } }, { quiet: true })}
      done="模板的列已保存"
      onClose={onClose}
      onSaved={refetch}
    />
  );
}
