import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import * as z from 'zod/mini';
import { sysConfig, sysConfigDelete } from '@/shared/api';
import { requiredPattern, requiredText } from '@/shared/lib/form-rules';
import { defineCrudScreen, type FormValues } from '@/shared/ui/crud-screen';
import { TypedValueInput, typedValueProblem, VALUE_TYPES } from '@/shared/ui/typed-value';
import { RefreshCacheButton } from './RefreshCacheButton';

/** The parameters' categories, as the contract codes them. */
const CATEGORIES = [
  { title: '系统', value: 'SYS' },
  { title: '业务', value: 'BIZ' },
  { title: '安全', value: 'SECURITY' },
  { title: '集成', value: 'INTEGRATION' },
  { title: '其他', value: 'OTHER' },
];
const TYPES = VALUE_TYPES.map(({ title, value }) => ({ title, value }));
const titleOf = (options: readonly { title: string; value: string }[], value: string) =>
  options.find((option) => option.value === value)?.title ?? value;

type Values = FormValues<typeof sysConfig>;

/** The value's input, by the type chosen above it. */
function ValueInput({ value, onChange, onBlur, ref }: ControllerRenderProps<Values, 'value'>) {
  const type = useWatch<Values, 'valueType'>({ name: 'valueType' });
  return (
    <TypedValueInput
      id="value"
      type={type}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
      placeholder="请输入参数值"
    />
  );
}

/** 系统参数: typed key/value parameters; a built-in one is edited (its code kept) but never deleted. */
export const ConfigListPage = defineCrudScreen(sysConfig, {
  noun: '系统参数',
  columns: [
    { dataIndex: 'name', title: '参数名称', example: '文件上传大小上限（MB）', hideAble: false },
    { dataIndex: 'code', title: '参数编码', example: 'SYS_UPLOAD_ALLOWED_SUFFIX', sorter: true },
    { dataIndex: 'value', title: '参数值', width: 240, ellipsis: true },
    { dataIndex: 'valueType', title: '值类型', options: TYPES, render: (_v, row) => titleOf(TYPES, row.valueType) },
    {
      dataIndex: 'category',
      title: '所属分类',
      options: CATEGORIES,
      render: (_v, row) => titleOf(CATEGORIES, row.category),
    },
    { dataIndex: 'sysFlag', title: '系统内置', render: (_v, row) => (row.sysFlag ? '是' : '否') },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
  ],
  conditions: [
    { key: 'name', title: '参数名称', type: 'input' },
    { key: 'code', title: '参数编码', type: 'input' },
    { key: 'category', title: '所属分类', type: 'select', options: CATEGORIES, multiple: true },
  ],
  formColumns: 2,
  formWidth: 720,
  form: {
    name: { label: '参数名称' },
    code: {
      label: '参数编码',
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
    valueType: { label: '值类型', options: TYPES },
    category: { label: '所属分类', options: CATEGORIES },
    value: {
      label: '参数值',
      kind: 'custom',
      wide: true,
      rule: requiredText('参数值', 2000),
      render: (field) => <ValueInput {...field} />,
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  empty: { valueType: 'string', category: 'BIZ' },
  // The value is read by its type (a number, true/false, JSON).
  checks: [
    z.superRefine((body, ctx) => {
      const problem = typedValueProblem(body.valueType, body.value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: body.value, path: ['value'] });
    }),
  ],
  detail: {
    width: 'default',
    columns: 2,
    items: (config) => [
      { label: '参数名称', value: config.name },
      { label: '参数编码', value: config.code },
      { label: '值类型', value: titleOf(TYPES, config.valueType) },
      { label: '所属分类', value: titleOf(CATEGORIES, config.category) },
      { label: '系统内置', value: config.sysFlag ? '是（编码不可改，不可删除）' : '否', span: 2 },
      { label: '参数值', value: config.value, span: 2 },
      { label: '备注', value: config.remark, span: 2 },
    ],
  },
  rowActions: [
    'detail',
    'edit',
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: { field: 'sysFlag', op: 'eq', value: false },
      run: (row, options) => sysConfigDelete({ body: { ids: [row.id] } }, options),
      done: '已删除',
    },
  ],
  status: false,
  toolbar: () => <RefreshCacheButton />,
  table: { selection: 'checkbox' },
});
