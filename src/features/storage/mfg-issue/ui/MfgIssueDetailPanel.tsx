import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DocStateTag } from '@/entities/storage/stock';
import { stMfgIssueDetailQueryOptions, type StMfgIssueDetailData, type StMfgIssuePageData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { DetailItem } from '@/shared/ui/detail-list';
import { DetailDrawer } from '@/shared/ui/record-detail';

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

function items(doc: StMfgIssueDetailData): DetailItem[] {
  return [
    { label: '单号', value: doc.docNo },
    { label: '状态', value: <DocStateTag doc={doc} /> },
    { label: '工单', value: doc.workOrderNo },
    { label: '产品', value: `${doc.productCode} ${doc.productName}` },
    { label: '仓库', value: doc.houseName },
    { label: '业务日期', value: doc.bizDate },
    { label: '经办人', value: doc.operatorName },
    { label: '过账时间', value: doc.postTime },
    { label: '过账人', value: doc.postedBy },
    ...(doc.reverseReason ? [{ label: '冲销原因', value: doc.reverseReason, span: 3 }] : []),
    ...(doc.cancelReason ? [{ label: '取消原因', value: doc.cancelReason, span: 3 }] : []),
    { label: '备注', value: doc.remark, span: 3 },
  ];
}

/** 生产发料单详情: the header, and each line's demand, batch (建议 marked) and the reason a batch against it was chosen. */
export function MfgIssueDetailPanel({ row, onClose }: RowPanelProps<Row>) {
  return (
    <DetailDrawer
      title={`生产发料单详情：${row.docNo}`}
      width="large"
      columns={3}
      onClose={onClose}
      query={stMfgIssueDetailQueryOptions({ query: { id: row.id } })}
      items={items}
    >
      {(doc) => (
        <Table<Line>
          size="small"
          rowKey="id"
          pagination={false}
          columns={LINE_COLUMNS}
          dataSource={doc.lines}
          scroll={{ x: 900 }}
        />
      )}
    </DetailDrawer>
  );
}
