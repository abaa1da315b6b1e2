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
    'status',
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true },
    'updateTime',
  ],
  conditions: ['name', 'code', 'dimension', 'status'],
  form: {
    code: {},
    name: {},
    symbol: { placeholder: '如 kg、mm、㎡' },
    dimension: { kind: 'select', dict: 'unit_category' },
    baseUnit: {},
    factor: { placeholder: '1 本单位 = ? 基准单位' },
    precision: {},
    remark: { kind: 'textarea', wide: true },
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
