import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { DocStateTag, LedgerTable, qtyWithUnit, ST_QUALITY_STATES } from '@/entities/storage/stock';
import { stMoveDetailQueryOptions } from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { AuditStamp, DetailList } from '@/shared/ui/detail-list';
import { StateTag } from '@/shared/ui/state-tag';
import type { MoveDetail, MoveRow } from '../model/move-lines';

type Line = MoveDetail['lines'][number];

const LINE_COLUMNS: TableColumnsType<Line> = [
  { key: 'lineNo', dataIndex: 'lineNo', title: '行', width: 48 },
  {
    key: 'material',
    title: '物料',
    width: 190,
    render: (_v, line) => `${line.materialCode} ${line.materialName}`,
  },
  { key: 'batchNo', dataIndex: 'batchNo', title: '批次', width: 130 },
  {
    key: 'qualityState',
    title: '质量状态',
    width: 84,
    render: (_v, line) => <StateTag states={ST_QUALITY_STATES} state={line.qualityState} />,
  },
  { key: 'from', title: '从库位', width: 110, render: (_v, line) => line.fromLocationCode },
  { key: 'to', title: '到库位', width: 110, render: (_v, line) => line.toLocationCode },
  { key: 'qty', title: '数量', width: 100, align: 'right', render: (_v, line) => qtyWithUnit(line, line.qty) },
  {
    key: 'availableQty',
    title: '从库位可用',
    width: 100,
    align: 'right',
    render: (_v, line) => qtyWithUnit(line, line.availableQty),
  },
  { key: 'remark', dataIndex: 'remark', title: '备注', ellipsis: true },
];

function MoveDocument({ move }: { move: MoveDetail }) {
  return (
    <>
      <DetailList
        items={[
          { label: '单号', value: move.docNo },
          { label: '状态', value: <DocStateTag doc={move} /> },
          { label: '仓库', value: move.houseName },
          { label: '业务日期', value: move.bizDate },
          { label: '经办人', value: move.operatorName },
          { label: '过账', value: move.postTime ? `${move.postTime} ${move.postedBy ?? ''}` : null },
          { label: '取消原因', value: move.cancelReason },
          { label: '冲销原因', value: move.reverseReason },
          { label: '备注', value: move.remark },
        ]}
      />
      <Typography.Title level={5}>移库明细</Typography.Title>
      <div role="region" aria-label="移库明细" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<Line>
          size="small"
          bordered
          rowKey="id"
          pagination={false}
          tableLayout="fixed"
          columns={LINE_COLUMNS}
          dataSource={[...move.lines]}
          style={{ minWidth: 900 }}
        />
      </div>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        库存流水
      </Typography.Title>
      <LedgerTable rows={move.ledgerRows} check={false} />
      <AuditStamp record={move} />
    </>
  );
}

/** 移库单详情 (docs/design/scm-storage.md → Documents): the document, its lines and the MOVE rows posting wrote. */
export function MoveDetailPanel({ row, onClose }: RowPanelProps<MoveRow>) {
  const detail = useQuery(stMoveDetailQueryOptions({ query: { id: row.id } }));
  return (
    <AppDrawer open width="large" title={`移库单详情：${row.docNo}`} onClose={onClose}>
      {detail.data ? (
        <MoveDocument move={detail.data} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={`移库单详情加载失败：${detail.error.message}`} />
      ) : (
        <Skeleton active />
      )}
    </AppDrawer>
  );
}
