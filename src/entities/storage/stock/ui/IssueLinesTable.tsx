import { Table, type TableColumnsType } from 'antd';
import { formatNumber } from '@/shared/lib/format';
import { StateTag } from '@/shared/ui/state-tag';
import type { StIssueDocLine } from '../model/issue-lines';
import { ST_QUALITY_STATES } from '../model/states';
import { ScrollRegion } from '@/shared/ui/scroll-region';

const COLUMNS: TableColumnsType<StIssueDocLine> = [
  { dataIndex: 'lineNo', title: '行号', width: 56, align: 'right' },
  { dataIndex: 'materialCode', title: '物料编码', width: 120 },
  { dataIndex: 'materialName', title: '物料名称', width: 110 },
  { dataIndex: 'specification', title: '规格', width: 160, ellipsis: true },
  { dataIndex: 'batchNo', title: '批次', width: 140 },
  { dataIndex: 'locationCode', title: '库位', width: 90 },
  {
    dataIndex: 'qualityState',
    title: '质量状态',
    width: 84,
    render: (_: unknown, line) => <StateTag states={ST_QUALITY_STATES} state={line.qualityState} />,
  },
  { dataIndex: 'expiryDate', title: '有效期至', width: 104, render: (value: string | null) => value ?? '-' },
  {
    dataIndex: 'qty',
    title: '数量',
    width: 100,
    align: 'right',
    render: (_: unknown, line) => `${formatNumber(line.qty, line.uomPrecision)} ${line.uomName}`,
  },
  {
    dataIndex: 'reservedQty',
    title: '其中预留',
    width: 84,
    align: 'right',
    render: (_: unknown, line) => (line.reservedQty ? formatNumber(line.reservedQty, line.uomPrecision) : '-'),
  },
  { dataIndex: 'suggestedBatchNo', title: '建议批次', width: 140, render: (value: string | null) => value ?? '-' },
  { dataIndex: 'reason', title: '原因', width: 160, render: (value: string | null) => value ?? '-' },
];

/**
 * An issue document's lines in its detail: the batch and location each took, and why another than the suggested.
 * The lines are wider than the drawer: they scroll in a region the keyboard can reach (axe scrollable-region-focusable).
 */
export function IssueLinesTable({ lines }: { lines: readonly StIssueDocLine[] }) {
  return (
    <ScrollRegion label="出库明细">
      <Table<StIssueDocLine>
        rowKey="id"
        size="small"
        pagination={false}
        tableLayout="fixed"
        columns={COLUMNS}
        dataSource={[...lines]}
        style={{ minWidth: 1348 }}
      />
    </ScrollRegion>
  );
}
