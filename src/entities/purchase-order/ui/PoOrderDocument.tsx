import { Tag, Typography } from 'antd';
import type { PoOrderDetailData } from '@/shared/api';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import { ApprovalFlowSection } from '@/shared/ui/approval-flow';
import { DetailList, type DetailItem } from '@/shared/ui/detail-list';
import { PO_ORDER_STATES } from '../model/states';
import { OrderLinesTable } from './OrderLinesTable';
import { ReceivedProgress } from './ReceivedProgress';
import { StateTag } from './StateTag';

type Order = PoOrderDetailData;

/** Why an order stopped: a closed order's 关闭原因, a cancelled one's 取消原因. */
function reasonItem(order: Order): DetailItem[] {
  if (order.state === 'CLOSED') return [{ label: '关闭原因', value: order.closeReason, span: 3 }];
  if (order.state === 'CANCELLED') return [{ label: '取消原因', value: order.closeReason, span: 3 }];
  return [];
}

/** 最早交期, marked 逾期 when a line not yet received is past it. */
export function EarliestDate({ date, overdue }: { date: string | null | undefined; overdue: boolean }) {
  if (!date) return <>-</>;
  return (
    <>
      {date}
      {overdue && (
        <Tag color="error" style={{ marginInlineStart: 6 }}>
          逾期
        </Tag>
      )}
    </>
  );
}

/**
 * An order's header as its detail and its approval show it: who buys what from whom, where it stands (state, the
 * received share, the earliest date still due), and why it was rejected, closed or cancelled.
 */
export function orderItems(order: Order): DetailItem[] {
  return [
    { label: '订单号', value: order.orderNo },
    { label: '状态', value: <StateTag states={PO_ORDER_STATES} state={order.state} /> },
    { label: '供应商', value: `${order.supplierCode} ${order.supplierName}` },
    { label: '采购员', value: order.buyerName },
    { label: '下单日期', value: order.orderDate },
    { label: '收货仓库', value: order.houseName },
    { label: '币种', value: order.currency },
    { label: '税率', value: `${order.taxRate}%` },
    { label: '交货允差', value: order.supplierTolerancePct === undefined ? null : `${order.supplierTolerancePct}%` },
    { label: '最早交期', value: <EarliestDate date={order.earliestRequiredDate} overdue={order.overdue} /> },
    {
      label: '到货进度',
      value: <ReceivedProgress received={order.qtyReceived} ordered={order.qtyOrdered} />,
      span: 2,
    },
    { label: '审批流程', value: order.procName ?? (order.nodes.length > 0 ? '平台内审批' : '未提交') },
    { label: '当前审批人', value: order.currentApprover, span: 2 },
    ...(order.state === 'REJECTED' ? [{ label: '驳回意见', value: order.lastOpinion, span: 3 }] : []),
    ...reasonItem(order),
    { label: '备注', value: order.remark, span: 3 },
  ];
}

/** Under the lines: the quantity ordered, and the money at the order's tax rate. */
function OrderTotalsList({ order }: { order: Order }) {
  // Quantities of several units are summed as they are: shown with the most decimals a line's unit has.
  const places = Math.max(0, ...order.lines.map((line) => line.uomPrecision));
  return (
    <DetailList
      columns={4}
      items={[
        { label: '数量', value: formatNumber(order.qtyOrdered, places) },
        { label: '不含税金额', value: formatMoney(order.amount) },
        { label: `税额（${order.taxRate}%）`, value: formatMoney(order.taxAmount) },
        {
          label: '价税合计',
          value: <Typography.Text strong>{`${formatMoney(order.totalAmount)} ${order.currency}`}</Typography.Text>,
        },
      ]}
    />
  );
}

/** Below an order's header: its lines, its totals and its approval flow (none for a draft never submitted). */
export function PoOrderBody({ order }: { order: Order }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        订单明细（{order.lines.length} 行）
      </Typography.Title>
      <OrderLinesTable lines={order.lines} />
      <div style={{ marginTop: 12 }}>
        <OrderTotalsList order={order} />
      </div>
      {order.nodes.length > 0 && <ApprovalFlowSection nodes={order.nodes} />}
    </>
  );
}
