import type { TableColumnsType } from 'antd';
import { CountDiffTag, DocDetailDrawer, DocLedger, qtyWithUnit, ST_QUALITY_STATES } from '@/entities/storage/stock';
import { stCountCorrectionDetailQueryOptions, type StCountCorrectionDetailData } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { StateTag } from '@/shared/ui/state-tag';
import type { CorrectionRow } from './CorrectionListPage';

type Line = StCountCorrectionDetailData['lines'][number];

const LINE_COLUMNS: TableColumnsType<Line> = [
  { key: 'lineNo', dataIndex: 'lineNo', title: '行', width: 48 },
  { key: 'location', title: '库位', width: 90, render: (_v, line) => line.locationCode },
  { key: 'material', title: '物料', width: 180, render: (_v, line) => `${line.materialCode} ${line.materialName}` },
  { key: 'batchNo', dataIndex: 'batchNo', title: '批次', width: 130 },
  {
    key: 'qualityState',
    title: '质量状态',
    width: 80,
    render: (_v, line) => <StateTag states={ST_QUALITY_STATES} state={line.qualityState} />,
  },
  { key: 'book', title: '账面数', width: 100, align: 'right', render: (_v, line) => qtyWithUnit(line, line.bookQty) },
  { key: 'count', title: '实盘数', width: 100, align: 'right', render: (_v, line) => qtyWithUnit(line, line.countQty) },
  { key: 'diff', title: '差异', width: 130, render: (_v, line) => <CountDiffTag diff={line.diffQty} unit={line} /> },
  { key: 'price', title: '单价', width: 80, align: 'right', render: (_v, line) => formatMoney(line.unitPrice) },
  { key: 'amount', title: '金额', width: 100, align: 'right', render: (_v, line) => formatMoney(line.amount) },
];

/** 差异更正单详情: the differences it posts and the STOCKTAKE rows posting (and its reversal) wrote. */
export function CorrectionDetailPanel({ row, onClose }: RowPanelProps<CorrectionRow>) {
  return (
    <DocDetailDrawer
      title={`差异更正单详情：${row.docNo}`}
      onClose={onClose}
      query={stCountCorrectionDetailQueryOptions({ query: { id: row.id } })}
      head={(doc) => ({
        lead: [
          { label: '盘点计划', value: doc.planNo },
          { label: '盘点任务', value: doc.taskNo },
        ],
        kind: [
          { label: '盘盈金额', value: formatMoney(doc.gainAmount) },
          { label: '盘亏金额', value: formatMoney(doc.lossAmount) },
        ],
      })}
      lines={{ title: '更正明细', columns: LINE_COLUMNS, minWidth: 1000 }}
      after={(doc) => <DocLedger rows={doc.ledgerRows} />}
    />
  );
}
