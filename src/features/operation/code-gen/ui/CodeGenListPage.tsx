import * as z from 'zod/mini';
import { opCodeGen } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { GENERATE_TYPES, MODULE_VALUES, MODULES } from '../model/codegen';
import { downloadCode } from '../model/download';
import { TableSelect } from './TableSelect';

const titleOf = (options: readonly SearchOption[], value: unknown) =>
  options.find((o) => o.value === value)?.title ?? String(value ?? '-');

/** 代码生成: a configuration per table (picked from the database's); its fields, a preview of the generated files, and the zip. */
export const CodeGenListPage = defineCrudScreen(opCodeGen, {
  noun: '代码生成配置',
  columns: [
    { dataIndex: 'tableName', title: '表名', example: 'qm_inspection_plan', hideAble: false, query: 'input' },
    { dataIndex: 'tableComment', title: '表注释', example: '不合格品报告' },
    { dataIndex: 'className', title: '类名', example: 'QmInspectionPlan', query: 'input' },
    { dataIndex: 'functionName', title: '功能名', example: '检验方案' },
    {
      dataIndex: 'moduleName',
      title: '模块',
      example: '制造执行 mes',
      options: MODULES,
      filter: true,
      render: (value) => titleOf(MODULES, value),
    },
    { dataIndex: 'packageName', title: '包名', width: 240, ellipsis: true, hide: 'narrow' },
    {
      dataIndex: 'generateType',
      title: '生成方式',
      example: '生成到项目',
      options: GENERATE_TYPES,
      render: (value) => titleOf(GENERATE_TYPES, value),
    },
    { dataIndex: 'fieldCount', title: '字段数', example: '16', align: 'right' },
    { dataIndex: 'author', title: '作者', example: 'wangqiang' },
    { dataIndex: 'updateTime', title: '更新时间', example: '2026-11-20 15:33:02', hide: 'narrow' },
  ],
  conditions: ['tableName', 'className', 'moduleName'],
  form: {
    tableName: {
      kind: 'custom',
      rule: z.string().check(z.minLength(1, '请选择表')),
      render: (field, config) => <TableSelect {...field} current={config?.tableName} />,
    },
    className: {
      placeholder: '如 MesEquipment',
      rule: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, '请输入类名'),
          z.maxLength(64, '类名不能超过 64 个字符'),
          z.regex(/^[A-Z][A-Za-z0-9]*$/, '类名须以大写字母开头，只含字母和数字（大驼峰）'),
        ),
    },
    functionName: { placeholder: '菜单与注释中的名称，如 设备台账' },
    moduleName: {
      label: '所属模块',
      kind: 'select',
      options: MODULES,
      rule: z.literal(MODULE_VALUES, '请选择所属模块'),
    },
    packageName: {
      placeholder: '如 com.jgzz.mes.modular.equipment',
      wide: true,
      rule: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, '请输入包名'),
          z.maxLength(128, '包名不能超过 128 个字符'),
          z.regex(
            /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/,
            '包名由小写字母开头的段以“.”连接，如 com.jgzz.mes.modular.equipment',
          ),
        ),
    },
    author: {},
    generateType: { options: GENERATE_TYPES },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  empty: { generateType: 'ZIP' },
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
});
