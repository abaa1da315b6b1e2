import type { TableColumnsType } from 'antd';
import { DocDetailDrawer, SUGGEST_REASONS } from '@/entities/storage/stock';
import { stPutawayDetailQueryOptions, type StPutawayDetailData, type StPutawayPageData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

type PutawayRow = StPutawayPageData['rows'][number];
type Line = StPutawayDetailData['lines'][number];

const LINE_COLUMNS: TableColumnsType<Line> = [
  { dataIndex: 'lineNo', title: '行', width: 48 },
  { key: 'receipt', title: '收货行', render: (_v, line) => `${line.receiptNo} 第 ${line.receiptLineNo} 行` },
  { key: 'material', title: '物料', render: (_v, line) => `${line.materialCode} ${line.materialName}` },
  { dataIndex: 'batchNo', title: '批次' },
  {
    key: 'qty',
    title: '数量',
    align: 'right',
    render: (_v, line) => `${formatNumber(line.qty, line.uomPrecision)} ${line.uomName}`,
  },
  { dataIndex: 'fromLocationCode', title: '从库位' },
  { dataIndex: 'toLocationCode', title: '上架库位' },
  {
    key: 'reason',
    title: '建议依据',
    render: (_v, line) => (line.suggestReason ? SUGGEST_REASONS[line.suggestReason] : '自选'),
  },
  { dataIndex: 'remark', title: '备注' },
];

/** 采购入库单详情: the head and its lines, from where to where and why there. */
export function PutawayDetailPanel({ row, onClose }: RowPanelProps<PutawayRow>) {
  return (
    <DocDetailDrawer
      title={`采购入库单详情：${row.docNo}`}
      onClose={onClose}
      query={stPutawayDetailQueryOptions({ query: { id: row.id } })}
      head={(doc) => ({
        labels: { docNo: '入库单号', date: '入库日期' },
        lead: [{ label: '收货单', value: doc.receiptNos }],
      })}
      lines={{ title: '上架明细', columns: LINE_COLUMNS, minWidth: 1000 }}
    />
  );
}
