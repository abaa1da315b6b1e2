import { type OpStdUomPageData, opStdUomPageSource, type OpStdUomPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type StdUom = OpStdUomPageData['rows'][number];
export type StdUomQuery = OpStdUomPageVariables['body'];

/** 标准计量单位: the platform's units by dimension, each converting to its dimension's base unit. */
export const stdUomColumns: ColumnConfig<StdUom>[] = [
  { dataIndex: 'code', title: '单位编码', width: 110, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '单位名称', width: 110 },
  { dataIndex: 'symbol', title: '符号', width: 80 },
  { dataIndex: 'dimension', title: '量纲', width: 100, dict: 'unit_category', dictAs: 'text', filter: true },
  { dataIndex: 'baseUnit', title: '基准单位', width: 100, render: (_, row) => (row.baseUnit ? '是' : '否') },
  { dataIndex: 'factor', title: '换算系数', width: 130, render: (_, row) => String(row.factor) },
  { dataIndex: 'precision', title: '小数位数', width: 100 },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const stdUomConditions: SearchCondition<keyof StdUomQuery & string>[] = [
  { key: 'name', title: '单位名称', type: 'input' },
  { key: 'code', title: '单位编码', type: 'input' },
  { key: 'dimension', title: '量纲', type: 'select', dict: 'unit_category', multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const stdUomSource = opStdUomPageSource;
