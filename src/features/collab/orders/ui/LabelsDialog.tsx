import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { AsnLabelsButton } from '@/entities/asn';
import { formatTotalQty, type CollabOrderAsn, type CollabOrderDetail } from '@/entities/collab/order';
import { collabOrderDetailQueryOptions } from '@/shared/api';
import { Spinner } from '@/shared/ui/spinner';

/** 打印标签 of one ASN: its pack labels (entities/asn), the customer printed as the goods' destination. */
export function AsnLabelsAction({ asn, order }: { asn: CollabOrderAsn; order: CollabOrderDetail }) {
  return (
    <AsnLabelsButton asnId={asn.id} buyer={order.customerName} size="small" aria-label={`打印标签 ${asn.asnNo}`}>
      打印标签
    </AsnLabelsButton>
  );
}

function AsnList({ order }: { order: CollabOrderDetail }) {
  const columns: TableColumnsType<CollabOrderAsn> = [
    { key: 'asnNo', title: 'ASN 号', dataIndex: 'asnNo' },
    { key: 'shippedDate', title: '发货日期', dataIndex: 'shippedDate' },
    { key: 'expectedDate', title: '预计到货', dataIndex: 'expectedDate' },
    { key: 'shippedQty', title: '发货数', align: 'right', render: (_v, asn) => formatTotalQty(asn.shippedQty) },
    { key: 'action', title: '操作', render: (_v, asn) => <AsnLabelsAction asn={asn} order={order} /> },
  ];
  return (
    <>
      <Typography.Paragraph>
        {order.customerShortName}的订单 {order.orderNo}
        {order.labelRequired ? '：客户要求来料贴箱标签，' : '：'}每箱一张标签，随货发出。
      </Typography.Paragraph>
      <Table<CollabOrderAsn>
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={order.asns}
        locale={{ emptyText: '这张订单还没有发货的 ASN' }}
      />
    </>
  );
}

/** 打印标签 of an order: its ASNs, each with its pack labels. */
export function LabelsDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const detail = useQuery(collabOrderDetailQueryOptions({ query: { id: orderId } }));
  return (
    <Modal open title="打印标签" width={760} onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>}>
      {detail.data ? <AsnList order={detail.data} /> : <Spinner />}
    </Modal>
  );
}
