import { Table, type TableColumnsType } from 'antd';
import { formatNumber } from '@/shared/lib/format';
import { StateTag } from '@/shared/ui/state-tag';
import { ST_QUALITY_STATES } from '../model/states';
import type { StLedgerRow } from '../model/types';

const MEASURES = { ON_HAND: '在库', LOCKED: '锁定', ALLOCATED: '已分配' } as const;

const qty = (row: StLedgerRow, value: number) => formatNumber(value, row.uomPrecision ?? 0);

const COLUMNS: TableColumnsType<StLedgerRow> = [
  { key: 'txnTime', dataIndex: 'txnTime', title: '时间', width: 150 },
  {
    key: 'txnTypeName',
    title: '类型',
    width: 96,
    render: (_v, row) => `${row.txnTypeName}${row.reversalOfId ? '（冲销）' : ''}`,
  },
  { key: 'measure', title: '变动项', width: 72, render: (_v, row) => MEASURES[row.measure ?? 'ON_HAND'] },
  {
    key: 'location',
    title: '库位',
    width: 180,
    render: (_v, row) => [row.locationCode, row.locationName].filter(Boolean).join(' ') || row.houseName,
  },
  {
    key: 'qualityState',
    title: '质量状态',
    width: 84,
    render: (_v, row) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
  },
  {
    key: 'qty',
    title: '变动',
    width: 90,
    align: 'right',
    render: (_v, row) => `${row.direction === 'IN' ? '+' : '−'}${qty(row, row.qty)}`,
  },
  { key: 'beforeQty', title: '变动前', width: 90, align: 'right', render: (_v, row) => qty(row, row.beforeQty) },
  { key: 'afterQty', title: '变动后', width: 90, align: 'right', render: (_v, row) => qty(row, row.afterQty) },
  { key: 'operatorName', dataIndex: 'operatorName', title: '经办', width: 72 },
  { key: 'reason', title: '原因 / 备注', ellipsis: true, render: (_v, row) => row.reason ?? row.remark ?? '' },
];

/**
 * A document's ledger rows (docs/design/scm-storage.md → The one-ledger rule): what it wrote, in time order, each with
 * the figure it moved (在库, 锁定) and that figure before and after — the detail of a lock, an isolation or a move.
 */
export function LedgerRowsTable({ rows, label = '库存流水' }: { rows: readonly StLedgerRow[]; label?: string }) {
  if (rows.length === 0) return <span>尚未写入库存流水</span>;
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: 840 }}>
      <Table<StLedgerRow>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        tableLayout="fixed"
        columns={COLUMNS}
        dataSource={[...rows]}
        style={{ minWidth: 960 }}
      />
    </div>
  );
}
