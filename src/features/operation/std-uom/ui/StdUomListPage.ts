import * as z from 'zod/mini';
import { opStdUom } from '@/shared/api';
import { decimalsOf } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** The decimals the contract keeps of a conversion factor. */
const FACTOR_DECIMALS = 6;

/** 标准计量单位: the platform's units by dimension, each converting to its dimension's base unit. */
export const StdUomListPage = defineCrudScreen(opStdUom, {
  noun: '标准计量单位',
  columns: [
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
  ],
  conditions: [
    { key: 'name', title: '单位名称', type: 'input' },
    { key: 'code', title: '单位编码', type: 'input' },
    { key: 'dimension', title: '量纲', type: 'select', dict: 'unit_category', multiple: true },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  form: {
    code: { label: '单位编码' },
    name: { label: '单位名称' },
    symbol: { label: '符号', placeholder: '如 kg、mm、㎡' },
    dimension: { label: '量纲', kind: 'select', dict: 'unit_category' },
    baseUnit: { label: '基准单位' },
    factor: { label: '换算系数', placeholder: '1 本单位 = ? 基准单位' },
    precision: { label: '小数位数' },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  empty: { factor: 1, precision: 2 },
  // A base unit converts to itself; a factor keeps at most six decimals (the server's column).
  checks: [
    z.refine((uom) => !uom.baseUnit || uom.factor === 1, { message: '基准单位的换算系数必须为 1', path: ['factor'] }),
    z.refine((uom) => decimalsOf(uom.factor) <= FACTOR_DECIMALS, {
      message: `换算系数最多 ${FACTOR_DECIMALS} 位小数`,
      path: ['factor'],
    }),
  ],
});
