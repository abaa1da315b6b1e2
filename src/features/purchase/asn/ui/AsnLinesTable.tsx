import { Table, Typography, type TableColumnsType } from 'antd';
import type { AsnDetail, AsnDetailLine } from '@/entities/asn';
import { formatNumber } from '@/shared/lib/format';

/** 明细 in the detail: what each line ships, in how many boxes, with which batch, and how much has been received. */
export function AsnLinesTable({ asn }: { asn: AsnDetail }) {
  const qty = (value: number, line: AsnDetailLine) => `${formatNumber(value, line.uomPrecision)} ${line.uomName}`;
  // Numbers, batches and dates keep to one line; the material takes what is left.
  const oneLine = {
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
  };
  const columns: TableColumnsType<AsnDetailLine> = [
    { ...oneLine, key: 'lineNo', title: '行号', dataIndex: 'lineNo', width: 56, align: 'center' },
    { ...oneLine, key: 'orderLineNo', title: '订单行', dataIndex: 'orderLineNo', width: 64, align: 'center' },
    {
      key: 'material',
      title: '物料',
      render: (_v, line) => (
        <>
          {line.materialCode} {line.materialName}
          {line.specification && <Typography.Text type="secondary"> {line.specification}</Typography.Text>}
        </>
      ),
    },
    { ...oneLine, key: 'shipQty', title: '发货数', align: 'right', render: (_v, line) => qty(line.shipQty, line) },
    {
      ...oneLine,
      key: 'boxes',
      title: '装箱',
      align: 'right',
      render: (_v, line) => `${line.boxCount} × ${qty(line.perBox, line)}`,
    },
    { ...oneLine, key: 'supplierBatch', title: '供应商批次', dataIndex: 'supplierBatch' },
    { ...oneLine, key: 'productionDate', title: '生产日期', dataIndex: 'productionDate' },
    { ...oneLine, key: 'expiryDate', title: '有效期至', dataIndex: 'expiryDate' },
    {
      ...oneLine,
      key: 'receivedQty',
      title: '已收货',
      align: 'right',
      render: (_v, line) => qty(line.receivedQty, line),
    },
  ];
  return (
    <Table<AsnDetailLine>
      size="small"
      bordered
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={asn.lines}
    />
  );
}
