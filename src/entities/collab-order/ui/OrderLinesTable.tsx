import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatMoney } from '@/shared/lib/format';
import { formatLineQty } from '../model/quantity';
import type { CollabOrderLine } from '../model/states';

const qty = (line: CollabOrderLine, value: number) => formatLineQty(value, line.uomPrecision);

const columns: TableColumnsType<CollabOrderLine> = [
  { key: 'lineNo', title: '行号', dataIndex: 'lineNo', width: 56, align: 'center' },
  {
    key: 'material',
    title: '物料',
    render: (_v, line) => (
      <>
        {line.materialCode} {line.materialName}
        {line.specification && (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {line.specification}
          </Typography.Text>
        )}
      </>
    ),
  },
  { key: 'supplierItemNo', title: '供应商料号', dataIndex: 'supplierItemNo', width: 130 },
  {
    key: 'qty',
    title: '数量',
    align: 'right',
    width: 100,
    render: (_v, line) => `${qty(line, line.qty)} ${line.uomName}`,
  },
  { key: 'price', title: '单价', align: 'right', width: 90, render: (_v, line) => formatMoney(line.price) },
  { key: 'amount', title: '金额', align: 'right', width: 110, render: (_v, line) => formatMoney(line.amount) },
  { key: 'requiredDate', title: '要求交期', dataIndex: 'requiredDate', width: 110 },
  {
    key: 'promisedDate',
    title: '回复交期',
    width: 150,
    render: (_v, line) => (
      <>
        {line.promisedDate ?? <Typography.Text type="secondary">未回复</Typography.Text>}
        {line.datePending && (
          <Tag color="orange" style={{ marginInlineStart: 4 }}>
            待客户接受
          </Tag>
        )}
      </>
    ),
  },
  { key: 'shippedQty', title: '已发货', align: 'right', width: 90, render: (_v, line) => qty(line, line.shippedQty) },
  { key: 'receivedQty', title: '已到货', align: 'right', width: 90, render: (_v, line) => qty(line, line.receivedQty) },
];

/** 订单明细 as the supplier sees them: what, how many, by when, the promise given, and what shipped and arrived. */
export function OrderLinesTable({ lines }: { lines: readonly CollabOrderLine[] }) {
  return (
    <Table<CollabOrderLine>
      rowKey="id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={lines}
      scroll={{ x: 'max-content' }}
    />
  );
}
