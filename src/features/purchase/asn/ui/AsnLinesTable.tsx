import { Table, type TableColumnsType } from 'antd';
import type { AsnDetail, AsnDetailLine } from '@/entities/asn';
import { formatNumber } from '@/shared/lib/format';

/** 明细 in the detail: what each line ships, in how many boxes, with which batch, and how much has been received. */
export function AsnLinesTable({ asn }: { asn: AsnDetail }) {
  const qty = (value: number, line: AsnDetailLine) => formatNumber(value, line.uomPrecision);
  const columns: TableColumnsType<AsnDetailLine> = [
    { key: 'lineNo', title: '行号', dataIndex: 'lineNo', width: 56, align: 'center' },
    { key: 'orderLineNo', title: '订单行', dataIndex: 'orderLineNo', width: 64, align: 'center' },
    { key: 'materialCode', title: '物料编码', dataIndex: 'materialCode' },
    { key: 'materialName', title: '物料名称', dataIndex: 'materialName' },
    { key: 'specification', title: '规格', dataIndex: 'specification' },
    { key: 'uomName', title: '单位', dataIndex: 'uomName', width: 56 },
    { key: 'shipQty', title: '发货数', align: 'right', render: (_v, line) => qty(line.shipQty, line) },
    { key: 'perBox', title: '每箱数', align: 'right', render: (_v, line) => qty(line.perBox, line) },
    { key: 'boxCount', title: '箱数', dataIndex: 'boxCount', align: 'right' },
    { key: 'supplierBatch', title: '供应商批次', dataIndex: 'supplierBatch' },
    { key: 'productionDate', title: '生产日期', dataIndex: 'productionDate' },
    { key: 'expiryDate', title: '有效期至', dataIndex: 'expiryDate' },
    { key: 'receivedQty', title: '已收货', align: 'right', render: (_v, line) => qty(line.receivedQty, line) },
  ];
  return (
    <Table<AsnDetailLine>
      size="small"
      bordered
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={asn.lines}
      scroll={{ x: 'max-content' }}
    />
  );
}
