import { Badge, type BadgeProps } from 'antd';
import { pmProjPartPageSource, type PmProjPartPageData, type PmProjPartPageVariables } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type ProjPart = PmProjPartPageData['rows'][number];
export type ProjPartQuery = PmProjPartPageVariables['body'];

export const MAKE_BUY = [
  { value: 'MAKE', title: '自制' },
  { value: 'BUY', title: '外购' },
] as const;

export const PART_STATUSES = [
  { value: 'DESIGN', title: '设计中' },
  { value: 'FROZEN', title: '已冻结' },
  { value: 'MASS', title: '已量产' },
] as const;

const STATUS_BADGE: Record<ProjPart['partStatus'], NonNullable<BadgeProps['status']>> = {
  DESIGN: 'processing',
  FROZEN: 'warning',
  MASS: 'success',
};
const titleOf = (list: readonly { value: string; title: string }[], value: string) =>
  list.find((o) => o.value === value)?.title ?? value;

export const partColumns: ColumnConfig<ProjPart>[] = [
  { dataIndex: 'materialCode', title: '物料编码', example: 'PB-SD750-01', hideAble: false },
  { dataIndex: 'materialName', title: '零件名称', example: '塑料壳体（上盖）' },
  { dataIndex: 'specification', title: '规格', example: 'FS50R12，1200V/50A', ellipsis: true, hide: 'narrow' },
  {
    dataIndex: 'qtyPerProduct',
    title: '单台用量',
    align: 'right',
    render: (_v, row) => `${formatNumber(row.qtyPerProduct, 0)}${row.uomName ? ` ${row.uomName}` : ''}`,
  },
  {
    dataIndex: 'makeBuy',
    title: '自制/外购',
    options: MAKE_BUY,
    filter: true,
    render: (_v, row) => titleOf(MAKE_BUY, row.makeBuy),
  },
  {
    dataIndex: 'partStatus',
    title: '零件状态',
    options: PART_STATUSES,
    filter: true,
    render: (_v, row) => <Badge status={STATUS_BADGE[row.partStatus]} text={titleOf(PART_STATUSES, row.partStatus)} />,
  },
  { dataIndex: 'drawingNo', title: '图号', example: 'SD750-PB-001' },
  { dataIndex: 'drawingVersion', title: '图纸版本', example: 'C' },
];

const options = (list: readonly { value: string; title: string }[]) =>
  list.map(({ value, title }) => ({ value, title }));

export const partConditions: SearchCondition<keyof ProjPartQuery & string>[] = [
  { key: 'materialName', title: '零件名称', type: 'input' },
  { key: 'partStatus', title: '零件状态', type: 'select', options: options(PART_STATUSES), multiple: true },
  { key: 'makeBuy', title: '自制/外购', type: 'select', options: options(MAKE_BUY) },
];

export const partSource = pmProjPartPageSource;
export const partOptions = { makeBuy: options(MAKE_BUY), partStatus: options(PART_STATUSES) };
