import * as z from 'zod/mini';
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
import { mfgOrder, mfgOrderDelete } from '@/shared/api';
import { LineSelect } from '@/entities/production-line';
import { defineCrudScreen, deleteWhen } from '@/shared/ui/crud-screen';
import { progressOf } from '../model/progress';
import { transitionWhen, type OrderTransition } from '../model/order-transitions';
import { BomVersionSelect, ProductField, RoutingSelect } from './order-pickers';

const DRAFT = { field: 'status', op: 'eq', value: 'DRAFT' } as const;
const quantity = (value: number, row: MfgOrderRow) => formatQuantity(value, row.unitPrecision);

/** A transition as a row action: shown only in the states it leaves from (order-transitions.ts). */
const transition = (action: OrderTransition, title: string) =>
  ({
    kind: 'panel',
    action,
    title,
    require: `mfgOrder:${action}`,
    when: transitionWhen(action),
    load: () => import('./transition-panels').then((m) => m.transitionPanel(action)),
  }) as const;

/** 生产工单 (product.md §2.5 manufacture): work orders from draft to closed; 下达 makes one task per routing step. */
export const OrderListPage = defineCrudScreen(mfgOrder, {
  noun: '生产工单',
  columns: [
    { dataIndex: 'code', title: '工单号', example: 'MO-20261123-001', hideAble: false, sorter: true, fixed: 'left' },
    {
      dataIndex: 'productName',
      title: '产品',
      width: 200,
      render: (_, row) => `${row.productCode} ${row.productName}`,
    },
    {
      dataIndex: 'plannedQuantity',
      title: '计划数量',
      width: 100,
      align: 'right',
      render: (_, row) => `${quantity(row.plannedQuantity, row)} ${row.unitName}`,
    },
    {
      dataIndex: 'completedQuantity',
      title: '完工数量',
      width: 100,
      align: 'right',
      render: (_, row) => quantity(row.completedQuantity, row),
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
  ],
  conditions: [
    'code',
    { key: 'productName', title: '产品', type: 'input', placeholder: '产品编码或名称' },
    { key: 'status', title: '状态', type: 'select', options: optionsOf(ORDER_STATES), multiple: true },
    { key: 'sourceType', title: '来源', type: 'select', options: optionsOf(SOURCE_TYPES), multiple: true },
    { key: 'planStartDate', title: '计划开始', type: 'dateRange' },
  ],
  formWidth: 800,
  form: {
    code: { placeholder: '留空则自动生成（MO-日期-流水号）' },
    productId: {
      label: '产品',
      kind: 'custom',
      render: (field, order) => (
        <ProductField {...field} initialText={order && `${order.productCode} ${order.productName}`} />
      ),
    },
    plannedQuantity: {},
    planStartDate: { label: '计划开始日期', kind: 'date' },
    planEndDate: { label: '计划结束日期', kind: 'date' },
    lineId: {
      label: '产线',
      kind: 'custom',
      render: (field) => <LineSelect {...field} />,
    },
    routingId: {
      label: '工艺路线',
      kind: 'custom',
      render: (field) => <RoutingSelect {...field} />,
    },
    bomId: {
      label: 'BOM 版本',
      kind: 'custom',
      render: (field) => <BomVersionSelect {...field} />,
    },
    sourceType: { options: optionsOf(SOURCE_TYPES) },
    sourceCode: { label: '销售订单号' },
    priority: { options: optionsOf(PRIORITIES) },
    customerName: {},
    remark: { kind: 'textarea', wide: true },
  },
  // A new order: made by hand, normal priority.
  empty: { sourceType: 'MANUAL', priority: 'NORMAL' },
  // The plan ends on or after its start, and a sales order names its number.
  checks: [
    z.refine((o) => !o.planStartDate || !o.planEndDate || o.planEndDate >= o.planStartDate, {
      message: '计划结束日期不能早于计划开始日期',
      path: ['planEndDate'],
    }),
    z.refine((o) => o.sourceType !== 'SALES_ORDER' || o.sourceCode !== null, {
      message: '来源为销售订单时请输入销售订单号',
      path: ['sourceCode'],
    }),
  ],
  // The row actions follow the state machine; 编辑 and 删除 only in 草稿.
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./OrderDetailDrawer').then((m) => m.OrderDetailDrawer),
    },
    { kind: 'edit', when: DRAFT },
    transition('release', '下达'),
    transition('start', '开工'),
    transition('finish', '完工'),
    transition('close', '关闭'),
    transition('cancel', '取消'),
    deleteWhen(DRAFT, mfgOrderDelete),
  ],
  // The order's status is its production state, not the enable/disable one: 删除 above, drafts only.
  status: false,
  table: { selection: 'checkbox', actionWidth: 200 },
});
