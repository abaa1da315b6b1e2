import { Tag, Typography, type TableColumnsType } from 'antd';
import { DocDetailDrawer } from '@/entities/storage/stock';
import { stMfgIssueDetailQueryOptions, type StMfgIssueDetailData, type StMfgIssuePageData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

type Row = StMfgIssuePageData['rows'][number];
type Line = StMfgIssueDetailData['lines'][number];

const qty = (line: Line, value: number) => `${formatNumber(value, line.uomPrecision)} ${line.uomName}`;

const LINE_COLUMNS: TableColumnsType<Line> = [
  { key: 'lineNo', title: '行', dataIndex: 'lineNo', width: 40, align: 'center' },
  { key: 'material', title: '物料', width: 170, render: (_v, line) => `${line.materialCode} ${line.materialName}` },
  { key: 'demandQty', title: '需求', width: 80, align: 'right', render: (_v, line) => qty(line, line.demandQty) },
  { key: 'issuedQty', title: '已发', width: 80, align: 'right', render: (_v, line) => qty(line, line.issuedQty) },
  { key: 'qty', title: '本次发料', width: 90, align: 'right', render: (_v, line) => qty(line, line.qty) },
  {
    key: 'batchNo',
    title: '批次',
    width: 170,
    render: (_v, line) => (
      <>
        {line.batchNo ?? '—'}
        {line.batchNo && line.batchNo === line.suggestedBatchNo && (
          <Tag color="blue" style={{ marginInlineStart: 6 }}>
            建议
          </Tag>
        )}
      </>
    ),
  },
  { key: 'expiryDate', title: '有效期至', dataIndex: 'expiryDate', width: 100 },
  { key: 'location', title: '库位', dataIndex: 'locationCode', width: 90 },
  {
    key: 'reason',
    title: '原因',
    render: (_v, line) =>
      line.reason ? (
        <>
          <div>{line.reason}</div>
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12 }}
          >{`建议 ${line.suggestedBatchNo ?? '—'}`}</Typography.Text>
        </>
      ) : null,
  },
];

/** 生产发料单详情: the head, and each line's demand, batch (建议 marked) and the reason a batch against it was chosen. */
export function MfgIssueDetailPanel({ row, onClose }: RowPanelProps<Row>) {
  return (
    <DocDetailDrawer
      title={`生产发料单详情：${row.docNo}`}
      onClose={onClose}
      query={stMfgIssueDetailQueryOptions({ query: { id: row.id } })}
      head={(doc) => ({
        lead: [
          { label: '工单', value: doc.workOrderNo },
          { label: '产品', value: `${doc.productCode} ${doc.productName}` },
        ],
      })}
      lines={{ title: '发料明细', columns: LINE_COLUMNS, minWidth: 900 }}
    />
  );
}
