import * as z from 'zod/mini';
import { opConst } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { TypedValueField, typedValueCheck, VALUE_TYPE_OPTIONS, VALUE_TYPES } from '@/shared/ui/typed-value';

/** A system constant keeps its code, type and flag (the contract's edit rule). */
const fixedForSystem = (row: { sysFlag: boolean } | undefined) => row?.sysFlag === true;

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
      options: VALUE_TYPE_OPTIONS,
      render: (_v, row) => VALUE_TYPES.find((t) => t.value === row.valueType)?.title ?? row.valueType,
    },
    { dataIndex: 'groupName', title: '分组', example: '业务默认值' },
    { dataIndex: 'sysFlag', title: '系统常量', render: (_v, row) => (row.sysFlag ? '是' : '否') },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
    'updateTime',
  ],
  conditions: [
    'name',
    'code',
    'groupName',
    'valueType',
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
      placeholder: '大写字母、数字和下划线，如 PASSWORD_EXPIRE_DAYS',
      disabled: fixedForSystem,
    },
    name: {},
    valueType: {
      options: VALUE_TYPE_OPTIONS,
      rule: z.enum(['string', 'number', 'boolean', 'json'], '请选择值类型'),
      disabled: fixedForSystem,
    },
    groupName: { placeholder: '如 安全策略、文件存储' },
    value: { kind: 'custom', wide: true, render: (field) => <TypedValueField {...field} placeholder="请输入常量值" /> },
    sysFlag: { disabled: fixedForSystem },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { valueType: 'string', sysFlag: false },
  // The value read by its type (a number, true/false, valid JSON).
  checks: [typedValueCheck()],
  // Deleted by its own action: never a system constant.
  status: false,
  rowActions: ['edit', { kind: 'delete', when: { field: 'sysFlag', op: 'eq', value: false } }],
});
