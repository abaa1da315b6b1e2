import { sysConfig } from '@/shared/api';
import { requiredPattern, requiredText } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { TypedValueField, typedValueCheck, VALUE_TYPE_OPTIONS } from '@/shared/ui/typed-value';
import { RefreshCacheButton } from './RefreshCacheButton';

/** The parameters' categories, as the contract codes them. */
const CATEGORIES = [
  { title: '系统', value: 'SYS' },
  { title: '业务', value: 'BIZ' },
  { title: '安全', value: 'SECURITY' },
  { title: '集成', value: 'INTEGRATION' },
  { title: '其他', value: 'OTHER' },
];
const titleOf = (options: readonly { title: string; value: string }[], value: string) =>
  options.find((option) => option.value === value)?.title ?? value;

/** 系统参数: typed key/value parameters; a built-in one is edited (its code kept) but never deleted. */
export const ConfigListPage = defineCrudScreen(sysConfig, {
  noun: '系统参数',
  columns: [
    { dataIndex: 'name', title: '参数名称', example: '文件上传大小上限（MB）', hideAble: false },
    { dataIndex: 'code', title: '参数编码', example: 'SYS_UPLOAD_ALLOWED_SUFFIX', sorter: true },
    { dataIndex: 'value', title: '参数值', width: 240, ellipsis: true },
    {
      dataIndex: 'valueType',
      title: '值类型',
      options: VALUE_TYPE_OPTIONS,
      render: (_v, row) => titleOf(VALUE_TYPE_OPTIONS, row.valueType),
    },
    {
      dataIndex: 'category',
      title: '所属分类',
      options: CATEGORIES,
      render: (_v, row) => titleOf(CATEGORIES, row.category),
    },
    { dataIndex: 'sysFlag', title: '系统内置', render: (_v, row) => (row.sysFlag ? '是' : '否') },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
    'updateTime',
  ],
  conditions: ['name', 'code', 'category'],
  formColumns: 2,
  formWidth: 720,
  form: {
    name: {},
    code: {
      placeholder: '大写字母开头，大写字母、数字和下划线，如 SYS_DEFAULT_PASSWORD',
      rule: requiredPattern(
        '参数编码',
        64,
        /^[A-Z][A-Z0-9_]*$/,
        '参数编码须以大写字母开头，只含大写字母、数字和下划线',
      ),
      // The server refuses a change of a built-in parameter's code.
      disabled: (row) => row?.sysFlag === true,
    },
    valueType: { options: VALUE_TYPE_OPTIONS },
    category: { options: CATEGORIES },
    value: {
      kind: 'custom',
      wide: true,
      rule: requiredText('参数值', 2000),
      render: (field) => <TypedValueField {...field} placeholder="请输入参数值" />,
    },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { valueType: 'string', category: 'BIZ' },
  // The value is read by its type (a number, true/false, JSON).
  checks: [typedValueCheck()],
  detail: {
    width: 'default',
    columns: 2,
    items: (config) => [
      'name',
      'code',
      { label: '值类型', value: titleOf(VALUE_TYPE_OPTIONS, config.valueType) },
      { label: '所属分类', value: titleOf(CATEGORIES, config.category) },
      { label: '系统内置', value: config.sysFlag ? '是（编码不可改，不可删除）' : '否', span: 2 },
      { label: '参数值', value: config.value, span: 2 },
      { label: '备注', value: config.remark, span: 2 },
    ],
  },
  rowActions: ['detail', 'edit', { kind: 'delete', when: { field: 'sysFlag', op: 'eq', value: false } }],
  status: false,
  toolbar: () => <RefreshCacheButton />,
  table: { selection: 'checkbox' },
});
