import { Typography } from 'antd';
import { formatMoney } from '@/shared/lib/format';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { formatTotalQty } from '../model/quantity';
import { COLLAB_ORDER_STATES, collabStateOptions, type CollabOrderRow } from '../model/states';
import { CollabStateTag } from './CollabStateTag';

const STATE_OPTIONS = collabStateOptions(COLLAB_ORDER_STATES);

/** An amount in its currency: ¥ for yuan, the ISO code before any other. */
export function moneyIn(currency: string, value: number): string {
  return currency === 'CNY' ? `¥${formatMoney(value)}` : `${currency} ${formatMoney(value)}`;
}

/**
 * The supplier's list of its customers' orders (订单管理 and 订单查询 alike): what was ordered, by when, and how far
 * it is answered, shipped and received.
 */
export const collabOrderColumns: readonly ColumnConfig<CollabOrderRow>[] = [
  { dataIndex: 'orderNo', title: '订单号', example: 'PO-202611-0012', hideAble: false, fixed: 'left', sorter: true },
  {
    dataIndex: 'customerShortName',
    title: '客户',
    example: '苏州精工制造',
    render: (_, order) => <span title={order.customerName}>{order.customerShortName}</span>,
  },
  {
    dataIndex: 'state',
    title: '状态',
    width: 110,
    options: STATE_OPTIONS,
    filter: true,
    render: (_, order) => <CollabStateTag states={COLLAB_ORDER_STATES} state={order.state} />,
  },
  { dataIndex: 'buyerName', title: '采购员', example: '欧阳晓明', hide: 'narrow' },
  { dataIndex: 'orderDate', title: '下单日期', example: '2026-11-28', sorter: true },
  { dataIndex: 'earliestRequiredDate', title: '最早要求交期', example: '2026-12-16', sorter: true },
  { dataIndex: 'lineCount', title: '行数', align: 'right', example: '999', hide: 'narrow' },
  {
    dataIndex: 'qtyOrdered',
    title: '订购 / 已发 / 已到',
    align: 'right',
    example: '5,100 / 3,500 / 3,000',
    render: (_, order) =>
      `${formatTotalQty(order.qtyOrdered)} / ${formatTotalQty(order.qtyShipped)} / ${formatTotalQty(order.qtyReceived)}`,
  },
  {
    dataIndex: 'totalAmount',
    title: '价税合计',
    align: 'right',
    example: '¥73,619.50',
    render: (_, order) => moneyIn(order.currency, order.totalAmount),
  },
  { dataIndex: 'replyTime', title: '答复时间', example: '2026-11-28 09:40:00', hide: 'narrow' },
  { dataIndex: 'houseName', title: '收货仓库', example: '原材料一号仓', hide: 'narrow' },
  { dataIndex: 'releaseTime', title: '下达时间', example: '2026-11-28 16:05:00', hide: true },
  {
    dataIndex: 'amount',
    title: '不含税金额',
    align: 'right',
    example: '¥1,234,567.89',
    hide: true,
    render: (_, order) => moneyIn(order.currency, order.amount),
  },
  {
    dataIndex: 'refuseReason',
    title: '拒绝 / 关闭原因',
    width: 200,
    ellipsis: true,
    hide: 'narrow',
    render: (_, order) =>
      order.refuseReason ??
      (order.closeReason ? <Typography.Text type="secondary">{order.closeReason}</Typography.Text> : ''),
  },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
];

/** 订单号, 客户, 状态 and the range of the lines' required dates. */
export const collabOrderConditions: readonly SearchCondition<'orderNo' | 'customerName' | 'state' | 'requiredDate'>[] =
  [
    { key: 'orderNo', title: '订单号', type: 'input' },
    { key: 'customerName', title: '客户', type: 'input', placeholder: '客户全称或简称' },
    { key: 'state', title: '状态', type: 'select', options: STATE_OPTIONS, multiple: true },
    { key: 'requiredDate', title: '要求交期', type: 'dateRange' },
  ];
