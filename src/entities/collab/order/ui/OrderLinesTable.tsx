import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatMoney } from '@/shared/lib/format';
import { formatLineQty } from '../model/quantity';
import type { CollabOrderLine } from '../model/states';

const qty = (line: CollabOrderLine, value: number) => formatLineQty(value, line.uomPrecision);

const columns: TableColumnsType<CollabOrderLine> = [
  { key: 'lineNo', title: '行号', dataIndex: 'lineNo', width: 48, align: 'center' },
  {
    key: 'material',
    title: '物料 / 供应商料号',
    width: 230,
    render: (_v, line) => (
      <>
        {line.materialCode} {line.materialName}
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {[line.specification, line.supplierItemNo].filter(Boolean).join(' · ')}
        </Typography.Text>
      </>
    ),
  },
  {
    key: 'qty',
    title: '数量',
    align: 'right',
    width: 90,
    render: (_v, line) => `${qty(line, line.qty)} ${line.uomName}`,
  },
  { key: 'price', title: '单价', align: 'right', width: 80, render: (_v, line) => formatMoney(line.price) },
  { key: 'amount', title: '金额', align: 'right', width: 100, render: (_v, line) => formatMoney(line.amount) },
  { key: 'requiredDate', title: '要求交期', dataIndex: 'requiredDate', width: 100 },
  {
    key: 'promisedDate',
    title: '回复交期',
    width: 110,
    render: (_v, line) => (
      <>
        {line.promisedDate ?? <Typography.Text type="secondary">未回复</Typography.Text>}
        {line.datePending && (
          <Tag color="orange" style={{ display: 'block', width: 'fit-content' }}>
            待客户接受
          </Tag>
        )}
      </>
    ),
  },
  {
    key: 'shipped',
    title: '已发货 / 已到货',
    align: 'right',
    width: 120,
    render: (_v, line) => `${qty(line, line.shippedQty)} / ${qty(line, line.receivedQty)}`,
  },
];

/** 订单明细 as the supplier sees them: what, how many, by when, the promise given, and what shipped and arrived. */
export function OrderLinesTable({ lines }: { lines: readonly CollabOrderLine[] }) {
  return (
    // A narrow window scrolls the lines sideways: the keyboard can reach and scroll them too (WCAG 2.1.1).
    <div tabIndex={0} role="region" aria-label="订单明细" style={{ overflowX: 'auto' }}>
      <Table<CollabOrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={lines}
        style={{ minWidth: 880 }}
      />
    </div>
  );
}
