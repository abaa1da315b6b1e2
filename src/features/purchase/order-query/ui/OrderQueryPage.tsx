import { Segmented, Tag } from 'antd';
import { useState } from 'react';
import {
  formatPrice,
  PO_LINE_STATES,
  PO_ORDER_COLUMNS,
  PO_ORDER_STATES,
  receivedPercent,
  StateTag,
  stateOptions,
} from '@/entities/purchase-order';
import { poOrder, poOrderLine } from '@/shared/api';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

type View = 'orders' | 'lines';

const OVERDUE_ONLY = {
  key: 'overdue',
  title: '只看逾期',
  type: 'select',
  options: [{ value: 'true', title: '是' }],
} as const;

/** 按订单: the orders as 采购订单 lists them, read-only, with 详情 and export. */
const OrderView = defineCrudScreen(poOrder, {
  noun: '采购订单',
  columns: [...PO_ORDER_COLUMNS, { dataIndex: 'houseName', title: '收货仓库', example: '原材料一号仓' }, 'updateTime'],
  conditions: [
    { key: 'supplierName', title: '供应商', type: 'input' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'state', title: '状态', type: 'select', options: stateOptions(PO_ORDER_STATES), multiple: true },
    { key: 'orderDate', title: '下单日期', type: 'dateRange' },
    OVERDUE_ONLY,
    'orderNo',
  ],
  rowActions: [
    { kind: 'panel', action: 'detail', title: '详情', load: () => import('./OrderDetails').then((m) => m.OrderDetail) },
  ],
  status: false,
});

/** 按明细: each order line with its order, what arrived of it and whether it is overdue, read-only, with export. */
const LineView = defineCrudScreen(poOrderLine, {
  noun: '订单明细',
  tableId: 'scm.poOrderQuery.lines',
  columns: [
    { dataIndex: 'orderNo', title: '订单号', example: 'PO-202611-0001', hideAble: false, sorter: true },
    { dataIndex: 'lineNo', title: '行号', align: 'right', width: 56 },
    { dataIndex: 'supplierName', title: '供应商', example: '亚太轻合金' },
    {
      dataIndex: 'materialCode',
      title: '物料',
      width: 200,
      ellipsis: true,
      render: (_v, line) => `${line.materialCode} ${line.materialName}`,
    },
    { dataIndex: 'specification', title: '规格', width: 180, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'uomName', title: '单位', width: 56 },
    {
      dataIndex: 'qty',
      title: '订购',
      align: 'right',
      example: '200,000.000',
      render: (_v, line) => formatNumber(line.qty, line.uomPrecision),
    },
    {
      dataIndex: 'price',
      title: '单价',
      align: 'right',
      example: '268.00',
      render: (_v, line) => formatPrice(line.price),
    },
    {
      dataIndex: 'amount',
      title: '金额',
      align: 'right',
      example: '53,600.00',
      hide: 'narrow',
      render: (_v, line) => formatMoney(line.amount),
    },
    {
      dataIndex: 'requiredDate',
      title: '要求交期',
      example: '2026-11-25 逾期',
      sorter: true,
      render: (_v, line) => (
        <>
          {line.requiredDate}
          {line.overdue && (
            <Tag color="error" style={{ marginInlineStart: 6 }}>
              逾期
            </Tag>
          )}
        </>
      ),
    },
    {
      dataIndex: 'promisedDate',
      title: '回复交期',
      example: '2026-11-25',
      hide: 'narrow',
      render: (_v, line) => line.promisedDate ?? '-',
    },
    {
      dataIndex: 'receivedQty',
      title: '已到货',
      align: 'right',
      example: '4,200.000（100%）',
      render: (_v, line) =>
        `${formatNumber(line.receivedQty, line.uomPrecision)}（${receivedPercent(line.receivedQty, line.qty)}%）`,
    },
    {
      dataIndex: 'state',
      title: '明细状态',
      example: '部分到货',
      render: (_v, line) => <StateTag states={PO_LINE_STATES} state={line.state} />,
    },
    {
      dataIndex: 'orderState',
      title: '订单状态',
      example: '部分到货',
      hide: 'narrow',
      render: (_v, line) => <StateTag states={PO_ORDER_STATES} state={line.orderState} />,
    },
    { dataIndex: 'orderDate', title: '下单日期', example: '2026-11-27', hide: 'narrow' },
  ],
  conditions: [
    { key: 'supplierName', title: '供应商', type: 'input' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'state', title: '明细状态', type: 'select', options: stateOptions(PO_LINE_STATES), multiple: true },
    { key: 'requiredDate', title: '要求交期', type: 'dateRange' },
    OVERDUE_ONLY,
    'orderNo',
  ],
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./OrderDetails').then((m) => m.LineOrderDetail),
    },
  ],
});

/**
 * 订单查询 (docs/design/scm-purchase.md → 订单查询): the orders read-only, 按订单 (the headers, filtered by 下单日期) or 按明细
 * (each line, filtered by 要求交期), by supplier, material, state and overdue only; export exports the view shown.
 * Each view keeps its own column settings.
 */
export function OrderQueryPage() {
  const [view, setView] = useState<View>('orders');
  const toggle = (
    <Segmented<View>
      aria-label="查看方式"
      value={view}
      onChange={setView}
      options={[
        { label: '按订单', value: 'orders' },
        { label: '按明细', value: 'lines' },
      ]}
    />
  );
  return view === 'orders' ? <OrderView toolbar={toggle} /> : <LineView toolbar={toggle} />;
}
