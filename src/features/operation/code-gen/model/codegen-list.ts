import { opCodeGenPageSource, type OpCodeGenPageData, type OpCodeGenPageVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type CodeGenConfig = OpCodeGenPageData['rows'][number];
export type CodeGenQuery = OpCodeGenPageVariables['query'];

/** The back end's modules (the contract's moduleName). */
export const MODULES = [
  { title: '平台 bos', value: 'bos' },
  { title: '系统 sys', value: 'sys' },
  { title: '供应链 scm', value: 'scm' },
  { title: '制造执行 mes', value: 'mes' },
  { title: '项目 pm', value: 'pm' },
] as const satisfies readonly SearchOption[];

export const GENERATE_TYPES = [
  { title: '下载压缩包', value: 'ZIP' },
  { title: '生成到项目', value: 'PROJECT' },
] as const satisfies readonly SearchOption[];

const titleOf = (options: readonly SearchOption[], value: unknown) =>
  options.find((o) => o.value === value)?.title ?? String(value ?? '-');

export const codeGenColumns: ColumnConfig<CodeGenConfig>[] = [
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
];

export const codeGenConditions: SearchCondition<keyof CodeGenQuery & string>[] = [
  { key: 'tableName', title: '表名', type: 'input' },
  { key: 'className', title: '类名', type: 'input' },
  { key: 'moduleName', title: '模块', type: 'select', options: MODULES, multiple: true },
];

export const codeGenSource = opCodeGenPageSource;
