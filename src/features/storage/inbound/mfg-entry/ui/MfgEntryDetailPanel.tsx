import type { TableColumnsType } from 'antd';
import { docHeadItems, EntryLinesTable } from '@/entities/storage/stock';
import { stMfgEntryDetailQueryOptions, type StMfgEntryDetailData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { DetailDrawer } from '@/shared/ui/record-detail';
import type { MfgEntryRow } from './MfgEntryListPage';

type Line = StMfgEntryDetailData['lines'][number];

const ORDER: TableColumnsType<Line> = [{ dataIndex: 'workOrderNo', title: '工单' }];
const FIGURES: TableColumnsType<Line> = [
  {
    dataIndex: 'goodQty',
    title: '工单合格 / 已入库',
    align: 'right',
    render: (_v, line) =>
      `${formatNumber(line.goodQty, line.uomPrecision)} / ${formatNumber(line.enteredQty, line.uomPrecision)}`,
  },
];

/** 生产入库单详情: the head and its lines, each with its work order and the order's figures when it was entered. */
export function MfgEntryDetailPanel({ row, onClose }: RowPanelProps<MfgEntryRow>) {
  return (
    <DetailDrawer
      title={`生产入库单详情：${row.docNo}`}
      width="large"
      onClose={onClose}
      query={stMfgEntryDetailQueryOptions({ query: { id: row.id } })}
      items={(doc) => docHeadItems(doc, { labels: { date: '入库日期' } })}
    >
      {(doc) => (
        <EntryLinesTable
          title="入库明细"
          lines={doc.lines}
          before={ORDER}
          after={FIGURES}
          omit={['supplierBatch', 'productionDate', 'expiryDate']}
        />
      )}
    </DetailDrawer>
  );
}
