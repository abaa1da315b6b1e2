import type { TableColumnsType } from 'antd';
import { docHeadItems, EntryLinesTable } from '@/entities/storage/stock';
import { stOpeningDetailQueryOptions, type StOpeningDetailData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { DetailDrawer } from '@/shared/ui/record-detail';
import type { OpeningRow } from './OpeningList';

type Line = StOpeningDetailData['lines'][number];

const PRICE: TableColumnsType<Line> = [
  {
    dataIndex: 'price',
    title: '单价',
    align: 'right',
    render: (value?: number | null) => (value === null || value === undefined ? '-' : formatNumber(value, 4)),
  },
];

/** 期初单详情: the head (with its import file) and its lines, each in its unit's decimals. */
export function OpeningDetailPanel({ row, onClose }: RowPanelProps<OpeningRow>) {
  return (
    <DetailDrawer
      title={`期初单详情：${row.docNo}`}
      width="large"
      onClose={onClose}
      query={stOpeningDetailQueryOptions({ query: { id: row.id } })}
      items={(doc) =>
        docHeadItems(doc, {
          labels: { date: '期初日期' },
          kind: [
            { label: '导入文件', value: doc.importFileName },
            { label: '行数', value: doc.lineCount },
          ],
        })
      }
    >
      {(doc) => <EntryLinesTable title="期初明细" lines={doc.lines} after={PRICE} />}
    </DetailDrawer>
  );
}
