import {
  sysConfigExport,
  sysConfigPageSource,
  type SysConfigPageData,
  type SysConfigPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';
import { VALUE_TYPES } from '@/shared/ui/typed-value';

export type SysConfig = SysConfigPageData['rows'][number];
export type SysConfigQuery = SysConfigPageVariables['body'];

/** The parameters' categories, as the contract codes them. */
export const CONFIG_CATEGORIES = [
  { title: '系统', value: 'SYS' },
  { title: '业务', value: 'BIZ' },
  { title: '安全', value: 'SECURITY' },
  { title: '集成', value: 'INTEGRATION' },
  { title: '其他', value: 'OTHER' },
] as const;

export const TYPE_OPTIONS = VALUE_TYPES.map(({ title, value }) => ({ title, value }));
export const CATEGORY_OPTIONS = CONFIG_CATEGORIES.map(({ title, value }) => ({ title, value }));

export const categoryTitle = (value: string) => CONFIG_CATEGORIES.find((c) => c.value === value)?.title ?? value;
export const typeTitle = (value: string) => VALUE_TYPES.find((t) => t.value === value)?.title ?? value;

export const configColumns: ColumnConfig<SysConfig>[] = [
  { dataIndex: 'name', title: '参数名称', example: '文件上传大小上限（MB）', hideAble: false },
  { dataIndex: 'code', title: '参数编码', example: 'SYS_UPLOAD_ALLOWED_SUFFIX', sorter: true },
  { dataIndex: 'value', title: '参数值', width: 240, ellipsis: true },
  { dataIndex: 'valueType', title: '值类型', options: TYPE_OPTIONS, render: (_v, row) => typeTitle(row.valueType) },
  {
    dataIndex: 'category',
    title: '所属分类',
    options: CATEGORY_OPTIONS,
    render: (_v, row) => categoryTitle(row.category),
  },
  { dataIndex: 'sysFlag', title: '系统内置', render: (_v, row) => (row.sysFlag ? '是' : '否') },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const configConditions: SearchCondition<keyof SysConfigQuery & string>[] = [
  { key: 'name', title: '参数名称', type: 'input' },
  { key: 'code', title: '参数编码', type: 'input' },
  { key: 'category', title: '所属分类', type: 'select', options: CATEGORY_OPTIONS, multiple: true },
];

export const configSource = sysConfigPageSource;

export const exportConfigs: ExportFile<SysConfigQuery> = (request) => sysConfigExport({ body: request });
