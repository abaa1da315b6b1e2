import { Progress } from 'antd';
import {
  formatQuantity,
  type MfgOrderRow,
  OrderStateTag,
  ORDER_STATES,
  optionsOf,
  PRIORITIES,
  SOURCE_TYPES,
} from '@/entities/mes/mfg-order';
import { mfgOrderExport, mfgOrderPageSource, type MfgOrderPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type MfgOrderQuery = MfgOrderPageVariables['body'];

const quantity = (value: number, row: MfgOrderRow) => formatQuantity(value, row.unitPrecision);

/** The percentage of the plan reported complete (0–100). */
export function progressOf(order: Pick<MfgOrderRow, 'completedQuantity' | 'plannedQuantity'>): number {
  if (order.plannedQuantity <= 0) return 0;
  return Math.min(100, Math.round((order.completedQuantity / order.plannedQuantity) * 100));
}

export const orderColumns: ColumnConfig<MfgOrderRow>[] = [
  { dataIndex: 'code', title: '工单号', example: 'MO-20261123-001', hideAble: false, sorter: true, fixed: 'left' },
  { dataIndex: 'productName', title: '产品', width: 200, render: (_, row) => `${row.productCode} ${row.productName}` },
  {
    dataIndex: 'plannedQuantity',
    title: '计划数量',
    width: 100,
    align: 'right',
    render: (v, row) => `${quantity(Number(v), row)} ${row.unitName}`,
  },
  {
    dataIndex: 'completedQuantity',
    title: '完工数量',
    width: 100,
    align: 'right',
    render: (v, row) => quantity(Number(v), row),
  },
  {
    dataIndex: 'qualifiedQuantity',
    title: '合格/不良',
    width: 100,
    align: 'right',
    render: (_, row) => `${quantity(row.qualifiedQuantity, row)} / ${quantity(row.defectiveQuantity, row)}`,
  },
  {
    dataIndex: 'status',
    title: '状态',
    width: 100,
    filter: true,
    options: optionsOf(ORDER_STATES),
    render: (_, row) => <OrderStateTag status={row.status} />,
  },
  {
    dataIndex: 'id',
    title: '进度',
    width: 180,
    render: (_, row) => <Progress percent={progressOf(row)} size="small" aria-label={`${row.code} 完工进度`} />,
  },
  { dataIndex: 'planStartDate', title: '计划开始', width: 110, sorter: true },
  { dataIndex: 'planEndDate', title: '计划结束', width: 110 },
  { dataIndex: 'lineName', title: '产线', width: 150, render: (_, row) => `${row.lineCode} ${row.lineName}` },
  { dataIndex: 'routingName', title: '工艺路线', width: 160, hide: 'narrow' },
  { dataIndex: 'bomVersion', title: 'BOM 版本', width: 90, hide: 'narrow' },
  { dataIndex: 'sourceType', title: '来源', width: 100, render: (_, row) => SOURCE_TYPES[row.sourceType] },
  { dataIndex: 'priority', title: '优先级', width: 80, render: (_, row) => PRIORITIES[row.priority] },
  { dataIndex: 'customerName', title: '客户', width: 200, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: true },
];

/** 'planStartDate' is a range: it sends planStartDateFrom/planStartDateTo. */
export const orderConditions: SearchCondition<(keyof MfgOrderQuery & string) | 'planStartDate'>[] = [
  { key: 'code', title: '工单号', type: 'input' },
  { key: 'productName', title: '产品', type: 'input', placeholder: '产品编码或名称' },
  { key: 'status', title: '状态', type: 'select', options: optionsOf(ORDER_STATES), multiple: true },
  { key: 'sourceType', title: '来源', type: 'select', options: optionsOf(SOURCE_TYPES), multiple: true },
  { key: 'planStartDate', title: '计划开始', type: 'dateRange' },
];

export const orderSource = mfgOrderPageSource;

export const exportOrders: ExportFile<MfgOrderQuery> = (request) => mfgOrderExport({ body: request });
