import { Table, type TableColumnsType } from 'antd';
import type { scmSchemas } from '@/shared/api';
import { receiptDiff } from '../model/allot-lines';
import { qtyWithUnit } from '../model/quantities';

type AllotLine = scmSchemas['schemas']['StAllotLine'];

/** A short receipt's figure, marked as 调拨日志 marks it. */
const SHORT = { color: '#cf1322', fontWeight: 600 } as const;

const COLUMNS: TableColumnsType<AllotLine> = [
  { key: 'lineNo', dataIndex: 'lineNo', title: '行', width: 40 },
  { key: 'material', title: '物料', width: 170, render: (_v, line) => `${line.materialCode} ${line.materialName}` },
  { key: 'batchNo', dataIndex: 'batchNo', title: '批次', width: 124 },
  { key: 'from', title: '调出库位', width: 80, render: (_v, line) => line.fromLocationCode },
  { key: 'to', title: '调入库位', width: 80, render: (_v, line) => line.toLocationCode },
  { key: 'qty', title: '申请', width: 84, align: 'right', render: (_v, line) => qtyWithUnit(line, line.qty) },
  {
    key: 'available',
    title: '调出库位可用',
    width: 104,
    align: 'right',
    render: (_v, line) => qtyWithUnit(line, line.availableQty),
  },
  {
    key: 'shipped',
    title: '已调出',
    width: 84,
    align: 'right',
    render: (_v, line) => qtyWithUnit(line, line.shippedQty),
  },
  {
    key: 'inTransit',
    title: '在途',
    width: 76,
    align: 'right',
    render: (_v, line) => qtyWithUnit(line, line.inTransitQty),
  },
  {
    key: 'received',
    title: '已调入',
    width: 84,
    align: 'right',
    render: (_v, line) => qtyWithUnit(line, line.receivedQty),
  },
  {
    key: 'diff',
    title: '差异',
    width: 240,
    render: (_v, line) => {
      // Only once received: before 调入 the difference is what is still 在途.
      if (line.receivedQty === 0 && line.inTransitQty > 0) return '';
      const diff = receiptDiff(line.shippedQty, line.receivedQty, line.uomPrecision);
      if (line.shippedQty === 0 || diff === 0) return '';
      const said = diff < 0 ? `短收 ${qtyWithUnit(line, -diff)}` : `多收 ${qtyWithUnit(line, diff)}`;
      return <span style={SHORT}>{line.diffReason ? `${said}：${line.diffReason}` : said}</span>;
    },
  },
];

/** 调拨明细 (docs/design/scm-storage-2.md → 调拨管理): each line's source and target, 申请 / 调出 / 在途 / 调入 and a short receipt's 差异. */
export function AllotLinesTable({ lines }: { lines: readonly AllotLine[] }) {
  return (
    <div role="region" aria-label="调拨明细" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<AllotLine>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        tableLayout="fixed"
        columns={COLUMNS}
        dataSource={[...lines]}
        // The region scrolls sideways (and takes the keyboard), not the table inside it.
        style={{ minWidth: 1170 }}
      />
    </div>
  );
}
