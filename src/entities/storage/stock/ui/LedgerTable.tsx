import { Alert, Flex, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatNumber } from '@/shared/lib/format';
import { StateTag } from '@/shared/ui/state-tag';
import { ledgerProblems } from '../model/ledger-check';
import { ST_QUALITY_STATES } from '../model/states';
import type { StLedgerRow } from '../model/types';

const MEASURE_LABELS = { ON_HAND: '在库', LOCKED: '锁定', ALLOCATED: '已分配' } as const;

const qty = (row: StLedgerRow, value: number) => formatNumber(value, row.uomPrecision ?? 6);

const columns = (showMaterial: boolean): ColumnsType<StLedgerRow> => [
  { dataIndex: 'txnTime', title: '时间', width: 160 },
  { dataIndex: 'txnTypeName', title: '事务类型', width: 100 },
  {
    key: 'source',
    title: '来源单据',
    width: 190,
    render: (_v, row) =>
      `${row.sourceNo}${row.sourceLineNo ? ` 第 ${row.sourceLineNo} 行` : ''}${row.reversalOfId ? '（冲销）' : ''}`,
  },
  ...(showMaterial
    ? ([
        { key: 'material', title: '物料', width: 170, render: (_v, row) => `${row.materialCode} ${row.materialName}` },
        { dataIndex: 'batchNo', title: '批次', width: 140 },
      ] satisfies ColumnsType<StLedgerRow>)
    : []),
  {
    key: 'where',
    title: '仓库 / 库位',
    width: 240,
    render: (_v, row) =>
      [row.houseName, row.locationCode && `${row.locationCode} ${row.locationName ?? ''}`.trim()]
        .filter(Boolean)
        .join(' · ') || row.houseName,
  },
  {
    dataIndex: 'qualityState',
    title: '质量状态',
    width: 90,
    render: (_v, row) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
  },
  {
    key: 'measure',
    title: '变动',
    width: 72,
    render: (_v, row) => MEASURE_LABELS[row.measure ?? 'ON_HAND'],
  },
  {
    dataIndex: 'qty',
    title: '数量',
    align: 'right',
    width: 110,
    render: (_v, row) => `${row.direction === 'IN' ? '+' : '−'}${qty(row, row.qty)} ${row.uomName}`,
  },
  {
    key: 'balance',
    title: '变动前 → 变动后',
    align: 'right',
    width: 150,
    render: (_v, row) => `${qty(row, row.beforeQty)} → ${qty(row, row.afterQty)}`,
  },
  { dataIndex: 'operatorName', title: '操作人', width: 80 },
  {
    key: 'note',
    title: '原因 / 备注',
    ellipsis: true,
    render: (_v, row) => [row.reason, row.remark].filter(Boolean).join('；'),
  },
];

export interface LedgerTableProps {
  rows: readonly StLedgerRow[];
  /** The rows of several materials or batches (流水 of a query); a batch's own ledger leaves them out. */
  showMaterial?: boolean;
  loading?: boolean;
  /** Whether the rows are a whole history to check (a batch's, a stock row's), not a document's own few rows. */
  check?: boolean;
}

/**
 * 库存流水 (docs/design/scm-storage.md → The one-ledger rule): the rows in time order and whether they add up — each
 * row's after = before ± its quantity, each bucket (batch × location × state × figure) continuing where its previous
 * row ended. 批次详情 and 库存明细's 流水 show it checked; a document's detail shows its own rows (`check={false}`).
 */
export function LedgerTable({ rows, showMaterial = false, loading, check = true }: LedgerTableProps) {
  const problems = check ? ledgerProblems(rows) : [];
  if (!check && rows.length === 0 && !loading) return <span>尚未写入库存流水</span>;
  const ordered = [...rows].sort((a, b) => a.txnTime.localeCompare(b.txnTime));
  return (
    <Flex vertical gap={8}>
      {check &&
        rows.length > 0 &&
        (problems.length === 0 ? (
          <Alert
            type="success"
            showIcon
            title={`流水核对相符：${rows.length} 行，每行变动前 ± 数量 = 变动后，同一库位、质量状态、数量类别前后衔接`}
          />
        ) : (
          <Alert
            type="error"
            showIcon
            title={`流水核对有 ${problems.length} 处不相符`}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        ))}
      {/* A region of its own that takes the keyboard: the rows scroll sideways. */}
      <div role="region" aria-label="库存流水" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<StLedgerRow>
          size="small"
          rowKey="id"
          pagination={false}
          loading={loading}
          dataSource={ordered}
          columns={columns(showMaterial)}
          style={{ minWidth: showMaterial ? 1650 : 1350 }}
        />
      </div>
    </Flex>
  );
}
