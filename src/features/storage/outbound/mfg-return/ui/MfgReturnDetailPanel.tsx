import { type TableColumnsType } from 'antd';
import { DocDetailDrawer, ST_QUALITY_STATES } from '@/entities/storage/stock';
import { stMfgReturnDetailQueryOptions, type StMfgReturnDetailData, type StMfgReturnPageData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { StateTag } from '@/shared/ui/state-tag';
import { RETURN_TYPES } from '../model/return-lines';

type Row = StMfgReturnPageData['rows'][number];
type Line = StMfgReturnDetailData['lines'][number];

const qty = (line: Line, value: number) => `${formatNumber(value, line.uomPrecision)} ${line.uomName}`;

const LINE_COLUMNS: TableColumnsType<Line> = [
  { key: 'lineNo', title: '行', dataIndex: 'lineNo', width: 40, align: 'center' },
  { key: 'material', title: '物料', width: 160, render: (_v, line) => `${line.materialCode} ${line.materialName}` },
  { key: 'batchNo', title: '批次', dataIndex: 'batchNo', width: 140 },
  { key: 'issuedQty', title: '已发', width: 76, align: 'right', render: (_v, line) => qty(line, line.issuedQty) },
  { key: 'consumedQty', title: '已耗用', width: 76, align: 'right', render: (_v, line) => qty(line, line.consumedQty) },
  { key: 'returnedQty', title: '已退', width: 70, align: 'right', render: (_v, line) => qty(line, line.returnedQty) },
  { key: 'qty', title: '退料数', width: 80, align: 'right', render: (_v, line) => qty(line, line.qty) },
  { key: 'returnType', title: '类型', width: 60, render: (_v, line) => RETURN_TYPES[line.returnType] },
  { key: 'location', title: '退回库位', width: 100, dataIndex: 'locationCode' },
  {
    key: 'state',
    title: '退回状态',
    width: 84,
    render: (_v, line) => <StateTag states={ST_QUALITY_STATES} state={line.qualityState} />,
  },
  { key: 'reason', title: '原因', dataIndex: 'reason' },
];

/** 生产退料单详情: the head, and each line's batch, 已发 / 已耗用 / 已退, where it went back and in which state. */
export function MfgReturnDetailPanel({ row, onClose }: RowPanelProps<Row>) {
  return (
    <DocDetailDrawer
      title={`生产退料单详情：${row.docNo}`}
      onClose={onClose}
      query={stMfgReturnDetailQueryOptions({ query: { id: row.id } })}
      head={(doc) => ({
        labels: { house: '退回仓库' },
        lead: [
          { label: '工单', value: doc.workOrderNo },
          { label: '产品', value: `${doc.productCode} ${doc.productName}` },
        ],
      })}
      lines={{ title: '退料明细', columns: LINE_COLUMNS, minWidth: 900 }}
    />
  );
}
