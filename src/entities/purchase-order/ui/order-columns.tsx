import { formatMoney } from '@/shared/lib/format';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { PO_ORDER_STATES, type PoOrderRow } from '../model/states';
import { EarliestDate } from './PoOrderDocument';
import { ReceivedProgress } from './ReceivedProgress';
import { StateTag } from './StateTag';

/**
 * An order's columns in the order lists (采购订单, 订单查询 按订单): who from whom, when, the earliest date still due
 * (逾期 marked), how many lines, 价税合计, 到货进度 and the state.
 */
export const PO_ORDER_COLUMNS: readonly ColumnConfig<PoOrderRow>[] = [
  { dataIndex: 'orderNo', title: '订单号', example: 'PO-202611-0001', hideAble: false, sorter: true },
  { dataIndex: 'supplierName', title: '供应商', example: '亚太轻合金' },
  { dataIndex: 'buyerName', title: '采购员', example: '陈敏' },
  { dataIndex: 'orderDate', title: '下单日期', example: '2026-11-27', sorter: true },
  {
    dataIndex: 'earliestRequiredDate',
    title: '最早交期',
    example: '2026-11-25 逾期',
    render: (_v, row) => <EarliestDate date={row.earliestRequiredDate} overdue={row.overdue} />,
  },
  { dataIndex: 'lineCount', title: '行数', align: 'right', width: 64 },
  {
    dataIndex: 'totalAmount',
    title: '价税合计',
    align: 'right',
    example: '73,619.50',
    render: (_v, row) => formatMoney(row.totalAmount),
  },
  {
    dataIndex: 'qtyReceived',
    title: '到货进度',
    width: 150,
    render: (_v, row) => <ReceivedProgress received={row.qtyReceived} ordered={row.qtyOrdered} />,
  },
  {
    dataIndex: 'state',
    title: '状态',
    example: '部分到货',
    render: (_v, row) => <StateTag states={PO_ORDER_STATES} state={row.state} />,
  },
];
