import { Table, Typography, type TableColumnsType } from 'antd';
import { formatNumber } from '@/shared/lib/format';
import { StateTag } from '@/shared/ui/state-tag';
import { ST_QUALITY_STATES } from '../model/states';
import type { PrintableLine } from '../model/print-doc';
import type { StQualityState } from '../model/types';

/** What a line of an entry document shows (期初, 生产入库, 其他入库): the contract's StEntryLine and its kin. */
export interface ShownEntryLine extends PrintableLine {
  supplierBatch?: string | null;
  productionDate?: string | null;
  expiryDate?: string | null;
  locationCode: string;
  locationName: string;
  qualityState: StQualityState;
  qty: number;
  remark?: string | null;
}

/** Columns a kind adds before the material (工单) or after the quantity (单价). */
export type EntryLineColumns<Line> = TableColumnsType<Line>;

/** A document's lines under its detail: material, batch and dates, location, state, quantity in the unit's decimals. */
export function EntryLinesTable<Line extends ShownEntryLine>({
  title = '明细',
  lines,
  before = [],
  after = [],
  omit = [],
}: {
  title?: string;
  /** Columns a kind's lines never fill (a finished good has no supplier batch). */
  omit?: readonly ('supplierBatch' | 'productionDate' | 'expiryDate')[];
  lines: readonly Line[];
  before?: EntryLineColumns<Line>;
  after?: EntryLineColumns<Line>;
}) {
  const all: TableColumnsType<Line> = [
    { dataIndex: 'lineNo', title: '行号', width: 56 },
    ...before,
    {
      dataIndex: 'materialCode',
      title: '物料',
      render: (_v, line) => `${line.materialCode} ${line.materialName}`,
    },
    { dataIndex: 'batchNo', title: '批次', render: (value?: string | null) => value ?? '过账时生成' },
    { dataIndex: 'supplierBatch', title: '供应商批次', render: (value?: string | null) => value ?? '-' },
    { dataIndex: 'productionDate', title: '生产日期', render: (value?: string | null) => value ?? '-' },
    { dataIndex: 'expiryDate', title: '有效期至', render: (value?: string | null) => value ?? '-' },
    { dataIndex: 'locationCode', title: '库位', render: (_v, line) => `${line.locationCode} ${line.locationName}` },
    {
      dataIndex: 'qualityState',
      title: '质量状态',
      render: (_v, line) => <StateTag states={ST_QUALITY_STATES} state={line.qualityState} />,
    },
    {
      dataIndex: 'qty',
      title: '数量',
      align: 'right',
      render: (_v, line) => `${formatNumber(line.qty, line.uomPrecision)} ${line.uomName}`,
    },
    ...after,
    { dataIndex: 'remark', title: '备注', ellipsis: true, render: (value?: string | null) => value ?? '-' },
  ];
  const omitted = new Set<unknown>(omit);
  const columns = all.filter((column) => !('dataIndex' in column) || !omitted.has(column.dataIndex));
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {title}
      </Typography.Title>
      <Table<Line> rowKey="id" size="small" pagination={false} columns={columns} dataSource={lines as Line[]} />
    </>
  );
}
