import { Typography, type TableColumnsType } from 'antd';
import { DocDetailDrawer, ST_QUALITY_STATES } from '@/entities/storage/stock';
import { stReceiptDetailQueryOptions, type StReceiptDetailData, type StReceiptPageData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { StateTag } from '@/shared/ui/state-tag';
import { outcomeText } from '../model/outcomes';

type ReceiptRow = StReceiptPageData['rows'][number];
type Line = StReceiptDetailData['lines'][number];

const qty = (value: number | null | undefined, line: Line) =>
  value === null || value === undefined ? '' : formatNumber(value, line.uomPrecision);

const LINE_COLUMNS: TableColumnsType<Line> = [
  { dataIndex: 'lineNo', title: '行', width: 48 },
  {
    key: 'source',
    title: '来源',
    width: 190,
    render: (_v, line) =>
      line.asnNo ? `${line.asnNo} 第 ${line.asnLineNo ?? ''} 行` : `${line.orderNo} 第 ${line.orderLineNo} 行`,
  },
  { key: 'material', title: '物料', width: 170, render: (_v, line) => `${line.materialCode} ${line.materialName}` },
  { dataIndex: 'uomName', title: '单位', width: 56 },
  { key: 'ship', title: '发货数', align: 'right', render: (_v, line) => qty(line.shipQty, line) },
  { key: 'received', title: '实收', align: 'right', render: (_v, line) => qty(line.receivedQty, line) },
  { key: 'short', title: '短少', align: 'right', render: (_v, line) => qty(line.shortQty, line) },
  { key: 'over', title: '超收', align: 'right', render: (_v, line) => qty(line.overQty, line) },
  { key: 'damaged', title: '破损', align: 'right', render: (_v, line) => qty(line.damagedQty, line) },
  { key: 'in', title: '入库数', align: 'right', render: (_v, line) => qty(line.inQty, line) },
  { dataIndex: 'batchNo', title: '我方批次', render: (value: string | null) => value ?? '过账时编' },
  { dataIndex: 'supplierBatch', title: '供应商批次' },
  { dataIndex: 'productionDate', title: '生产日期' },
  { dataIndex: 'expiryDate', title: '有效期至' },
  { key: 'location', title: '收货库位', render: (_v, line) => line.locationCode },
  {
    key: 'boxes',
    title: '已扫标签',
    render: (_v, line) => (line.boxCount ? `${line.scannedLabels?.length ?? 0}/${line.boxCount} 箱` : ''),
  },
  {
    key: 'quality',
    title: '质量状态',
    render: (_v, line) => (line.qualityState ? <StateTag states={ST_QUALITY_STATES} state={line.qualityState} /> : ''),
  },
  { dataIndex: 'applyNo', title: '报检单' },
];

/** 收货单详情: the head, the lines with 短少 / 超收 / 破损 and what quality made of them, and the posting's outcomes. */
export function ReceiptDetailPanel({ row, onClose }: RowPanelProps<ReceiptRow>) {
  return (
    <DocDetailDrawer
      title={`收货单详情：${row.docNo}`}
      onClose={onClose}
      query={stReceiptDetailQueryOptions({ query: { id: row.id } })}
      head={(receipt) => ({
        labels: { docNo: '收货单号', house: '收货仓库', date: '收货日期', operator: '收货人' },
        lead: [
          { label: '供应商', value: `${receipt.supplierCode ?? ''} ${receipt.supplierName}`.trim() },
          { label: 'ASN', value: receipt.asnNo },
          { label: '采购订单', value: receipt.orderNo },
        ],
        kind: [
          { label: '收货时间', value: receipt.receiveTime },
          { label: '须扫标签', value: receipt.labelRequired ? '是' : '否' },
        ],
      })}
      lines={{ title: '收货明细', columns: LINE_COLUMNS, minWidth: 1700 }}
      after={(receipt) =>
        receipt.inspections &&
        receipt.inspections.length > 0 && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              报检结果
            </Typography.Title>
            <ul>
              {receipt.inspections.map((outcome) => (
                <li key={outcome.receiptLineId}>
                  {outcomeText(outcome)}
                  <Typography.Text type="secondary">（{outcome.reason}）</Typography.Text>
                </li>
              ))}
            </ul>
          </>
        )
      }
    />
  );
}
