import { Table, Typography, type TableColumnsType } from 'antd';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import { formatPrice } from '../model/amounts';
import { PO_LINE_STATES, type PoOrderLine } from '../model/states';
import { StateTag } from './StateTag';

/** A quantity of the line in its unit's decimals. */
const qtyOf = (line: PoOrderLine, value: number) => formatNumber(value, line.uomPrecision);

/** A value with a secondary one under it (the material's specification, the supplier's promised date). */
function TwoLines({ main, sub }: { main: string; sub: string | null | undefined }) {
  return (
    <>
      <div>{main}</div>
      {sub && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {sub}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * 订单明细 as the server holds them: per line what was ordered (in its unit's decimals) at what price and by when,
 * the supplier's promised date under it, then what was shipped (ASN), received, stocked after inspection and
 * returned, and the line's state. Narrow enough for a large drawer; on a narrower screen it scrolls.
 */
export function OrderLinesTable({ lines }: { lines: readonly PoOrderLine[] }) {
  const columns: TableColumnsType<PoOrderLine> = [
    { key: 'lineNo', title: '行', dataIndex: 'lineNo', width: 40, align: 'center' },
    {
      key: 'material',
      title: '物料',
      width: 188,
      render: (_v, line) => <TwoLines main={`${line.materialCode} ${line.materialName}`} sub={line.specification} />,
    },
    {
      key: 'qty',
      title: '订购',
      width: 96,
      align: 'right',
      render: (_v, line) => `${qtyOf(line, line.qty)} ${line.uomName}`,
    },
    { key: 'price', title: '单价', width: 72, align: 'right', render: (_v, line) => formatPrice(line.price) },
    { key: 'amount', title: '金额', width: 96, align: 'right', render: (_v, line) => formatMoney(line.amount) },
    {
      key: 'requiredDate',
      title: '要求交期',
      width: 116,
      render: (_v, line) => (
        <TwoLines main={line.requiredDate} sub={line.promisedDate && `回复 ${line.promisedDate}`} />
      ),
    },
    {
      key: 'shippedQty',
      title: '已发货',
      width: 64,
      align: 'right',
      render: (_v, line) => qtyOf(line, line.shippedQty),
    },
    {
      key: 'receivedQty',
      title: '已到货',
      width: 64,
      align: 'right',
      render: (_v, line) => qtyOf(line, line.receivedQty),
    },
    {
      key: 'stockedQty',
      title: '已入库',
      width: 64,
      align: 'right',
      render: (_v, line) => qtyOf(line, line.stockedQty),
    },
    {
      key: 'returnedQty',
      title: '已退货',
      width: 64,
      align: 'right',
      render: (_v, line) => qtyOf(line, line.returnedQty),
    },
    {
      key: 'state',
      title: '状态',
      width: 80,
      render: (_v, line) => <StateTag states={PO_LINE_STATES} state={line.state} />,
    },
  ];
  // On a screen narrower than the columns the region scrolls, and takes the focus so that a keyboard can scroll it.
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  return (
    <div role="region" aria-label="订单明细" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<PoOrderLine>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        tableLayout="fixed"
        columns={columns}
        dataSource={[...lines]}
        style={{ minWidth: width }}
      />
    </div>
  );
}
