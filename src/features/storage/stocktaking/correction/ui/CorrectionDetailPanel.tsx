import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { CountDiffTag, DocStateTag, LedgerTable, qtyWithUnit, ST_QUALITY_STATES } from '@/entities/storage/stock';
import { stCountCorrectionDetailQueryOptions, type StCountCorrectionDetailData } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import { AppDrawer } from '@/shared/ui/app-drawer';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { AuditStamp, DetailList } from '@/shared/ui/detail-list';
import { StateTag } from '@/shared/ui/state-tag';
import type { CorrectionRow } from './CorrectionListPage';

type Detail = StCountCorrectionDetailData;
type Line = Detail['lines'][number];

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

function Correction({ doc }: { doc: Detail }) {
  return (
    <>
      <DetailList
        items={[
          { label: '单号', value: doc.docNo },
          { label: '状态', value: <DocStateTag doc={doc} /> },
          { label: '仓库', value: doc.houseName },
          { label: '盘点计划', value: doc.planNo },
          { label: '盘点任务', value: doc.taskNo },
          { label: '业务日期', value: doc.bizDate },
          { label: '盘盈金额', value: formatMoney(doc.gainAmount) },
          { label: '盘亏金额', value: formatMoney(doc.lossAmount) },
          { label: '过账', value: doc.postTime ? `${doc.postTime} ${doc.postedBy ?? ''}` : null },
          { label: '冲销原因', value: doc.reverseReason },
          { label: '取消原因', value: doc.cancelReason },
        ]}
      />
      <Typography.Title level={5}>更正明细</Typography.Title>
      <div role="region" aria-label="更正明细" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<Line>
          size="small"
          bordered
          rowKey="id"
          pagination={false}
          tableLayout="fixed"
          columns={LINE_COLUMNS}
          dataSource={[...doc.lines]}
          style={{ minWidth: 1000 }}
        />
      </div>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        库存流水
      </Typography.Title>
      <LedgerTable rows={doc.ledgerRows} check={false} />
      <AuditStamp record={doc} />
    </>
  );
}

/** 差异更正单详情: the differences it posts and the STOCKTAKE rows posting (and its reversal) wrote. */
export function CorrectionDetailPanel({ row, onClose }: RowPanelProps<CorrectionRow>) {
  const detail = useQuery(stCountCorrectionDetailQueryOptions({ query: { id: row.id } }));
  return (
    <AppDrawer open width="large" title={`差异更正单详情：${row.docNo}`} onClose={onClose}>
      {detail.data ? (
        <Correction doc={detail.data} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={`差异更正单加载失败：${detail.error.message}`} />
      ) : (
        <Skeleton active />
      )}
    </AppDrawer>
  );
}
