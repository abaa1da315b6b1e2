import { Table, type TableColumnsType } from 'antd';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import { formatPrice } from '../model/amounts';
import { PO_LINE_STATES, type PoOrderLine } from '../model/states';
import { StateTag } from './StateTag';

/** A quantity of the line in its unit's decimals. */
const qtyOf = (line: PoOrderLine, value: number) => formatNumber(value, line.uomPrecision);

/**
 * 订单明细 as the server holds them: per line what was ordered at what price and by when, the supplier's promised date,
 * then what was shipped (ASN), received, stocked after inspection and returned, each in the unit's decimals.
 */
export function OrderLinesTable({ lines }: { lines: readonly PoOrderLine[] }) {
  const columns: TableColumnsType<PoOrderLine> = [
    { key: 'lineNo', title: '行号', dataIndex: 'lineNo', width: 56, align: 'center' },
    {
      key: 'material',
      title: '物料',
      width: 180,
      render: (_v, line) => `${line.materialCode} ${line.materialName}`,
    },
    { key: 'specification', title: '规格', dataIndex: 'specification', width: 170, ellipsis: true },
    { key: 'uomName', title: '单位', dataIndex: 'uomName', width: 56 },
    { key: 'qty', title: '订购', align: 'right', render: (_v, line) => qtyOf(line, line.qty) },
    { key: 'price', title: '单价', align: 'right', render: (_v, line) => formatPrice(line.price) },
    { key: 'amount', title: '金额', align: 'right', render: (_v, line) => formatMoney(line.amount) },
    { key: 'requiredDate', title: '要求交期', dataIndex: 'requiredDate', width: 100 },
    {
      key: 'promisedDate',
      title: '回复交期',
      width: 100,
      render: (_v, line) => line.promisedDate ?? '-',
    },
    { key: 'shippedQty', title: '已发货', align: 'right', render: (_v, line) => qtyOf(line, line.shippedQty) },
    { key: 'receivedQty', title: '已到货', align: 'right', render: (_v, line) => qtyOf(line, line.receivedQty) },
    { key: 'stockedQty', title: '已入库', align: 'right', render: (_v, line) => qtyOf(line, line.stockedQty) },
    { key: 'returnedQty', title: '已退货', align: 'right', render: (_v, line) => qtyOf(line, line.returnedQty) },
    {
      key: 'state',
      title: '状态',
      width: 88,
      render: (_v, line) => <StateTag states={PO_LINE_STATES} state={line.state} />,
    },
  ];
  return (
    <Table<PoOrderLine>
      size="small"
      bordered
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={[...lines]}
      scroll={{ x: 'max-content' }}
    />
  );
}
