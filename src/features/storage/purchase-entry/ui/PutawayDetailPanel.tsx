import { Table, Typography, type TableColumnsType } from 'antd';
import { DocStateTag, SUGGEST_REASONS } from '@/entities/storage/stock';
import { stPutawayDetailQueryOptions, type StPutawayDetailData, type StPutawayPageData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { DetailDrawer } from '@/shared/ui/record-detail';

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

const items = (doc: StPutawayDetailData) => [
  { label: '入库单号', value: doc.docNo },
  { label: '状态', value: <DocStateTag doc={doc} /> },
  { label: '仓库', value: doc.houseName },
  { label: '入库日期', value: doc.bizDate },
  { label: '经办人', value: doc.operatorName },
  { label: '收货单', value: doc.receiptNos },
  { label: '过账时间', value: doc.postTime },
  { label: '冲销原因', value: doc.reverseReason },
  { label: '取消原因', value: doc.cancelReason },
  { label: '备注', value: doc.remark, span: 3 },
];

/** 采购入库单详情: the head and its lines, from where to where and why there. */
export function PutawayDetailPanel({ row, onClose }: RowPanelProps<PutawayRow>) {
  return (
    <DetailDrawer
      title={`采购入库单详情：${row.docNo}`}
      onClose={onClose}
      query={stPutawayDetailQueryOptions({ query: { id: row.id } })}
      items={items}
    >
      {(doc) => (
        <>
          <Typography.Title level={5}>上架明细</Typography.Title>
          {/* Wider than the drawer: the region scrolls, and takes the focus so that a keyboard can scroll it. */}
          <div role="region" aria-label="上架明细" tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table<Line>
              rowKey="id"
              size="small"
              pagination={false}
              columns={LINE_COLUMNS}
              style={{ minWidth: 1000 }}
              dataSource={doc.lines}
            />
          </div>
        </>
      )}
    </DetailDrawer>
  );
}
