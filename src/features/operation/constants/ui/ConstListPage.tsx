import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import * as z from 'zod/mini';
import { opConst, opConstDelete } from '@/shared/api';
import { defineCrudScreen, type FormValues } from '@/shared/ui/crud-screen';
import { TypedValueInput, typedValueProblem, VALUE_TYPES } from '@/shared/ui/typed-value';

type Values = FormValues<typeof opConst>;
const TYPE_OPTIONS = VALUE_TYPES.map(({ title, value }) => ({ title, value }));
/** A system constant keeps its code, type and flag (the contract's edit rule). */
const fixedForSystem = (row: { sysFlag: boolean } | undefined) => row?.sysFlag === true;

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
      placeholder="请输入常量值"
    />
  );
}

/** 常量 (issue 14): platform constants, the value checked against its type; a system constant is never deleted. */
export const ConstListPage = defineCrudScreen(opConst, {
  noun: '常量',
  columns: [
    { dataIndex: 'code', title: '常量编码', example: 'UPLOAD_ALLOWED_SUFFIX', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '常量名称', example: '上传文件大小上限（MB）', query: 'input' },
    { dataIndex: 'value', title: '常量值', width: 240, ellipsis: true },
    {
      dataIndex: 'valueType',
      title: '值类型',
      options: TYPE_OPTIONS,
      render: (_v, row) => VALUE_TYPES.find((t) => t.value === row.valueType)?.title ?? row.valueType,
    },
    { dataIndex: 'groupName', title: '分组', example: '业务默认值' },
    { dataIndex: 'sysFlag', title: '系统常量', render: (_v, row) => (row.sysFlag ? '是' : '否') },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
  ],
  conditions: [
    { key: 'name', title: '常量名称', type: 'input' },
    { key: 'code', title: '常量编码', type: 'input' },
    { key: 'groupName', title: '分组', type: 'input' },
    { key: 'valueType', title: '值类型', type: 'select', options: TYPE_OPTIONS, multiple: true },
    {
      key: 'sysFlag',
      title: '系统常量',
      type: 'select',
      options: [
        { title: '是', value: 'true' },
        { title: '否', value: 'false' },
      ],
    },
  ],
  form: {
    code: {
      label: '常量编码',
      placeholder: '大写字母、数字和下划线，如 PASSWORD_EXPIRE_DAYS',
      disabled: fixedForSystem,
    },
    name: { label: '常量名称' },
    valueType: {
      label: '值类型',
      options: TYPE_OPTIONS,
      rule: z.enum(['string', 'number', 'boolean', 'json'], '请选择值类型'),
      disabled: fixedForSystem,
    },
    groupName: { label: '分组', placeholder: '如 安全策略、文件存储' },
    value: { label: '常量值', kind: 'custom', wide: true, render: (field) => <ValueInput {...field} /> },
    sysFlag: { label: '系统常量', disabled: fixedForSystem },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  empty: { valueType: 'string', sysFlag: false },
  // The value read by its type (a number, true/false, valid JSON).
  checks: [
    z.superRefine((body, ctx) => {
      const problem = typedValueProblem(body.valueType, body.value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: body.value, path: ['value'] });
    }),
  ],
  // Deleted by its own action: never a system constant.
  status: false,
  rowActions: [
    'edit',
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: { field: 'sysFlag', op: 'eq', value: false },
      run: (row, options) => opConstDelete({ body: { ids: [row.id] } }, options),
      done: '已删除',
    },
  ],
});
