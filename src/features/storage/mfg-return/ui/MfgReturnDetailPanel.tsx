import { Table, type TableColumnsType } from 'antd';
import { DocStateTag, ST_QUALITY_STATES } from '@/entities/storage/stock';
import { stMfgReturnDetailQueryOptions, type StMfgReturnDetailData, type StMfgReturnPageData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { DetailItem } from '@/shared/ui/detail-list';
import { DetailDrawer } from '@/shared/ui/record-detail';
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

function items(doc: StMfgReturnDetailData): DetailItem[] {
  return [
    { label: '单号', value: doc.docNo },
    { label: '状态', value: <DocStateTag doc={doc} /> },
    { label: '工单', value: doc.workOrderNo },
    { label: '产品', value: `${doc.productCode} ${doc.productName}` },
    { label: '退回仓库', value: doc.houseName },
    { label: '业务日期', value: doc.bizDate },
    { label: '经办人', value: doc.operatorName },
    { label: '过账时间', value: doc.postTime },
    { label: '过账人', value: doc.postedBy },
    ...(doc.reverseReason ? [{ label: '冲销原因', value: doc.reverseReason, span: 3 }] : []),
    ...(doc.cancelReason ? [{ label: '取消原因', value: doc.cancelReason, span: 3 }] : []),
    { label: '备注', value: doc.remark, span: 3 },
  ];
}

/** 生产退料单详情: the header, and each line's batch, 可退 figures, type and where (in which state) it went back. */
export function MfgReturnDetailPanel({ row, onClose }: RowPanelProps<Row>) {
  return (
    <DetailDrawer
      title={`生产退料单详情：${row.docNo}`}
      width="large"
      columns={3}
      onClose={onClose}
      query={stMfgReturnDetailQueryOptions({ query: { id: row.id } })}
      items={items}
    >
      {(doc) => (
        <Table<Line>
          size="small"
          rowKey="id"
          pagination={false}
          columns={LINE_COLUMNS}
          dataSource={doc.lines}
          scroll={{ x: 960 }}
        />
      )}
    </DetailDrawer>
  );
}
