import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Timeline, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { collabOrderDetailQueryOptions } from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { DetailList, type DetailItem } from '@/shared/ui/detail-list';
import { Spinner } from '@/shared/ui/spinner';
import { formatTotalQty } from '../model/quantity';
import { COLLAB_ORDER_STATES, REPLY_ACTIONS, type CollabOrderDetail } from '../model/states';
import { CollabStateTag } from './CollabStateTag';
import { moneyIn } from './order-columns';
import { OrderLinesTable } from './OrderLinesTable';

export type CollabOrderAsn = CollabOrderDetail['asns'][number];

/** What the customer asks of this supplier's deliveries (its collaboration settings for the supplier). */
function deliveryTerms(order: CollabOrderDetail): string {
  return [
    `数量允差 ${order.tolerancePct}%`,
    `允许提前 ${order.earlyDeliveryDays} 天`,
    order.asnRequired ? '送货前须发 ASN' : '可不发 ASN',
    order.labelRequired ? '须贴箱标签' : '可不贴箱标签',
  ].join('，');
}

function headerItems(order: CollabOrderDetail): DetailItem[] {
  const money = (value: number) => moneyIn(order.currency, value);
  return [
    { label: '订单号', value: order.orderNo },
    { label: '状态', value: <CollabStateTag states={COLLAB_ORDER_STATES} state={order.state} /> },
    { label: '客户', value: order.customerName },
    { label: '采购员', value: order.buyerName },
    { label: '下单日期', value: order.orderDate },
    { label: '下达时间', value: order.releaseTime },
    { label: '收货仓库', value: order.houseName },
    { label: '收货地址', value: order.deliveryAddress, span: 2 },
    { label: '不含税金额', value: money(order.amount) },
    { label: `税额（${order.taxRate}%）`, value: money(order.taxAmount) },
    { label: '价税合计', value: money(order.totalAmount) },
    { label: '最早要求交期', value: order.earliestRequiredDate },
    { label: '答复时间', value: order.replyTime },
    {
      label: '订购 / 已发 / 已到',
      value: `${formatTotalQty(order.qtyOrdered)} / ${formatTotalQty(order.qtyShipped)} / ${formatTotalQty(order.qtyReceived)}`,
    },
    { label: '交货要求', value: deliveryTerms(order), span: 3 },
    ...(order.refuseReason ? [{ label: '拒绝原因', value: order.refuseReason, span: 3 }] : []),
    ...(order.closeReason ? [{ label: '关闭原因', value: order.closeReason, span: 3 }] : []),
    { label: '备注', value: order.remark, span: 3 },
  ];
}

const asnColumns: TableColumnsType<CollabOrderAsn> = [
  { key: 'asnNo', title: 'ASN 号', dataIndex: 'asnNo' },
  { key: 'shippedDate', title: '发货日期', dataIndex: 'shippedDate' },
  { key: 'expectedDate', title: '预计到货', dataIndex: 'expectedDate' },
  { key: 'shippedQty', title: '发货数', align: 'right', render: (_v, asn) => formatTotalQty(asn.shippedQty) },
  { key: 'receivedQty', title: '已收货', align: 'right', render: (_v, asn) => formatTotalQty(asn.receivedQty) },
];

function Replies({ replies }: { replies: CollabOrderDetail['replies'] }) {
  if (replies.length === 0) return <Typography.Text type="secondary">尚未答复</Typography.Text>;
  return (
    <Timeline
      items={replies.map((reply, index) => ({
        key: index,
        content: (
          <Flex vertical>
            <Typography.Text strong>
              {REPLY_ACTIONS[reply.action]} · {reply.operatorName} · {reply.operateTime}
            </Typography.Text>
            <Typography.Text>{reply.content}</Typography.Text>
            {reply.remark && <Typography.Text type="secondary">说明：{reply.remark}</Typography.Text>}
          </Flex>
        ),
      }))}
    />
  );
}

export interface CollabOrderDetailDrawerProps {
  orderId: string;
  onClose: () => void;
  /** The actions the screen offers on the order (its state's), in the drawer's header. */
  extra?: (order: CollabOrderDetail) => ReactNode;
  /** What the screen offers on each of the order's ASNs (打印标签), in a column of their own. */
  asnAction?: (asn: CollabOrderAsn, order: CollabOrderDetail) => ReactNode;
}

/** 订单详情 (the supplier's view): the header with the customer's delivery terms, the lines, the replies and the ASNs. */
export function CollabOrderDetailDrawer({ orderId, onClose, extra, asnAction }: CollabOrderDetailDrawerProps) {
  const detail = useQuery(collabOrderDetailQueryOptions({ query: { id: orderId } }));
  const order = detail.data;
  return (
    <AppDrawer open width="large" title="订单详情" onClose={onClose} extra={order && extra?.(order)}>
      {!order ? (
        <Spinner />
      ) : (
        <Flex vertical gap={16}>
          <DetailList items={headerItems(order)} columns={3} />
          <Typography.Title level={5}>订单明细</Typography.Title>
          <OrderLinesTable lines={order.lines} />
          <Typography.Title level={5}>到货通知（ASN）</Typography.Title>
          <Table<CollabOrderAsn>
            rowKey="id"
            size="small"
            pagination={false}
            columns={
              asnAction
                ? [
                    ...asnColumns,
                    { key: 'action', title: '操作', render: (_v, asn: CollabOrderAsn) => asnAction(asn, order) },
                  ]
                : asnColumns
            }
            dataSource={order.asns}
            locale={{ emptyText: '尚未发货' }}
          />
          <Typography.Title level={5}>答复记录</Typography.Title>
          <Replies replies={order.replies} />
        </Flex>
      )}
    </AppDrawer>
  );
}
