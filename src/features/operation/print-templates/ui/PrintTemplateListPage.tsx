import { opPrintTemplate, opPrintTemplateBizTypeListQueryOptions } from '@/shared/api';
import { requiredText } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { QuerySelect } from '@/shared/ui/query-select';
import { ORIENTATIONS, PAPERS, orientationOptions, paperOptions } from '@/shared/ui/print-sheet';
import { TemplateContentInput } from './TemplateContentInput';

/**
 * 打印模板: templates per business type and paper; the content is HTML with ${key} placeholders of the business type,
 * edited with a preview (an edit starts from the detail: list rows carry no content); 打印 prints a sample.
 */
export const PrintTemplateListPage = defineCrudScreen(opPrintTemplate, {
  noun: '打印模板',
  columns: [
    { dataIndex: 'code', title: '模板编码', width: 140, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '模板名称', width: 180 },
    { dataIndex: 'bizTypeName', title: '业务类型', width: 130 },
    {
      dataIndex: 'paperSize',
      title: '纸张',
      width: 150,
      options: paperOptions,
      render: (_, row) => PAPERS[row.paperSize].title,
    },
    {
      dataIndex: 'orientation',
      title: '方向',
      width: 80,
      options: orientationOptions,
      render: (_, row) => ORIENTATIONS[row.orientation],
    },
    'status',
    { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true },
    'updateTime',
  ],
  conditions: ['name', 'code', 'status'],
  editFrom: 'detail',
  formWidth: 960,
  form: {
    code: {},
    name: {},
    // The printable business types (the same request gives the content's placeholder fields).
    bizType: {
      label: '业务类型',
      kind: 'custom',
      render: (field) => (
        <QuerySelect
          {...field}
          query={opPrintTemplateBizTypeListQueryOptions()}
          option={(type) => ({ value: type.bizType, label: type.bizTypeName })}
        />
      ),
    },
    paperSize: { options: paperOptions },
    orientation: { options: orientationOptions },
    // A custom input, but typed: '请输入模板内容', not the pickers' '请选择'.
    content: {
      label: '模板内容',
      kind: 'custom',
      wide: true,
      rule: requiredText('模板内容', 20_000),
      render: (field) => <TemplateContentInput {...field} />,
    },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { paperSize: 'A4', orientation: 'PORTRAIT' },
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'detail',
      title: '打印',
      load: () => import('./PrintTemplatePrintPanel').then((m) => m.PrintTemplatePrintPanel),
    },
  ],
});
