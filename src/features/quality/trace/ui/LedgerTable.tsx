import { Alert, Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PO_QUALITY_STATES } from '@/entities/purchase-order';
import { ledgerProblems } from '../model/ledger-check';
import type { LedgerRow } from '../model/trace-types';
import { ScrollRegion } from '@/shared/ui/scroll-region';

const qty = (n: number) => n.toLocaleString('zh-CN');

const columns: ColumnsType<LedgerRow> = [
  { dataIndex: 'txnTime', title: '时间', width: 160 },
  { dataIndex: 'txnTypeName', title: '事务类型', width: 110 },
  {
    key: 'source',
    title: '来源单据',
    width: 170,
    render: (_v, row) => `${row.sourceNo}${row.sourceLineNo ? ` 第 ${row.sourceLineNo} 行` : ''}`,
  },
  { key: 'material', title: '物料', width: 170, render: (_v, row) => `${row.materialCode} ${row.materialName}` },
  { dataIndex: 'batchNo', title: '批次', width: 140 },
  {
    key: 'where',
    title: '仓库/库位',
    width: 220,
    render: (_v, row) => [row.houseName, row.locationName ?? row.areaName].filter(Boolean).join(' '),
  },
  {
    dataIndex: 'qualityState',
    title: '质量状态',
    width: 90,
    render: (_v, row) => {
      const look = PO_QUALITY_STATES[row.qualityState];
      return <Tag color={look.color}>{look.label}</Tag>;
    },
  },
  { dataIndex: 'direction', title: '方向', width: 64, render: (_v, row) => (row.direction === 'IN' ? '增加' : '减少') },
  {
    dataIndex: 'qty',
    title: '数量',
    align: 'right',
    width: 110,
    render: (_v, row) => `${row.direction === 'IN' ? '+' : '−'}${qty(row.qty)} ${row.uomName}`,
  },
  {
    key: 'balance',
    title: '变动前 → 变动后',
    align: 'right',
    width: 150,
    render: (_v, row) => `${qty(row.beforeQty)} → ${qty(row.afterQty)}`,
  },
  { dataIndex: 'operatorName', title: '操作人', width: 80 },
  { dataIndex: 'remark', title: '备注', ellipsis: true },
];

/** 库存流水: the rows the edges rest on, in time order, and whether their before/after add up. */
export function LedgerTable({ rows }: { rows: readonly LedgerRow[] }) {
  const problems = ledgerProblems(rows);
  return (
    <Flex vertical gap={8}>
      {rows.length > 0 &&
        (problems.length === 0 ? (
          <Alert
            type="success"
            showIcon
            title={`流水核对相符：${rows.length} 行，每行变动前 ± 数量 = 变动后，同一库位同一质量状态前后衔接`}
          />
        ) : (
          <Alert
            type="warning"
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
      <ScrollRegion label="库存流水（可横向滚动）">
        <Table<LedgerRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={[...rows]}
          columns={columns}
          style={{ minWidth: 1600 }}
        />
      </ScrollRegion>
    </Flex>
  );
}
