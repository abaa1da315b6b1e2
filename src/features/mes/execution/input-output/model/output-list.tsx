import { Tag } from 'antd';
import { formatQuantity } from '@/entities/mes/mfg-order';
import {
  mfgOutputExport,
  type MfgOutputPageData,
  mfgOutputPageSource,
  type MfgOutputPageVariables,
} from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';
import type { ScreenSource } from '@/shared/ui/crud-screen';

export type OutputRecord = MfgOutputPageData['rows'][number];
export type OutputQuery = MfgOutputPageVariables['body'];

export const OUTPUT_TYPES: SearchOption[] = [
  { value: 'INPUT', title: '投入' },
  { value: 'OUTPUT', title: '产出' },
];
const STATES: Record<OutputRecord['status'], { label: string; color: string }> = {
  NORMAL: { label: '正常', color: 'success' },
  REVERSED: { label: '已冲销', color: 'default' },
  REVERSAL: { label: '冲销记录', color: 'warning' },
};

const qty = (value: number | null | undefined, r: OutputRecord) => formatQuantity(value, r.unitPrecision);

export const outputColumns: ColumnConfig<OutputRecord>[] = [
  {
    dataIndex: 'type',
    title: '类型',
    width: 70,
    render: (_, r) => <Tag color={r.type === 'INPUT' ? 'blue' : 'green'}>{r.type === 'INPUT' ? '投入' : '产出'}</Tag>,
  },
  { dataIndex: 'code', title: '记录号', example: 'IO-20261126-0001', hide: 'narrow' },
  { dataIndex: 'orderCode', title: '工单号', example: 'MO-20261123-001' },
  { dataIndex: 'taskCode', title: '任务号', example: 'MT-20261123-001-050' },
  { dataIndex: 'processName', title: '工序', width: 130, render: (_, r) => `${r.processCode} ${r.processName}` },
  { dataIndex: 'lineName', title: '产线', width: 120, render: (_, r) => `${r.lineCode} ${r.lineName}` },
  { dataIndex: 'materialName', title: '物料', width: 190, render: (_, r) => `${r.materialCode} ${r.materialName}` },
  { dataIndex: 'batchCode', title: '批次号', width: 140 },
  {
    dataIndex: 'quantity',
    title: '数量',
    width: 100,
    align: 'right',
    render: (_, r) => `${qty(r.quantity, r)} ${r.unitName}`,
  },
  {
    dataIndex: 'qualifiedQuantity',
    title: '合格/不良/报废',
    width: 120,
    align: 'right',
    render: (_, r) =>
      r.type === 'OUTPUT'
        ? `${qty(r.qualifiedQuantity, r)} / ${qty(r.defectiveQuantity, r)} / ${qty(r.scrapQuantity, r)}`
        : '',
  },
  { dataIndex: 'shiftName', title: '班次', width: 70 },
  { dataIndex: 'operatorName', title: '操作人', width: 80 },
  { dataIndex: 'recordTime', title: '时间', width: 170, sorter: true },
  { dataIndex: 'entryMode', title: '方式', width: 70, render: (_, r) => (r.entryMode === 'MANUAL' ? '补录' : '扫码') },
  {
    dataIndex: 'status',
    title: '状态',
    width: 90,
    render: (_, r) => <Tag color={STATES[r.status].color}>{STATES[r.status].label}</Tag>,
  },
  { dataIndex: 'reason', title: '原因', width: 180, ellipsis: true, hide: 'narrow' },
];

/** 'recordTime' is a range: it sends recordTimeFrom/recordTimeTo. */
export const outputConditions: SearchCondition<(keyof OutputQuery & string) | 'recordTime'>[] = [
  { key: 'type', title: '类型', type: 'select', options: OUTPUT_TYPES },
  { key: 'orderCode', title: '工单号', type: 'input' },
  { key: 'taskCode', title: '任务号', type: 'input' },
  { key: 'processName', title: '工序', type: 'input', placeholder: '工序编码或名称' },
  { key: 'recordTime', title: '时间', type: 'dateRange' },
];

export const exportOutputs: ExportFile<OutputQuery> = (request) => mfgOutputExport({ body: request });

/** The page's 投入合计 and 产出合计, by unit (a page may mix 台 and 千克). */
export interface PageTotals {
  input: Record<string, { quantity: number; precision: number }>;
  output: Record<string, { quantity: number; precision: number }>;
}

export function pageTotals(rows: readonly OutputRecord[]): PageTotals {
  const totals: PageTotals = { input: {}, output: {} };
  for (const r of rows) {
    const side = r.type === 'INPUT' ? totals.input : totals.output;
    const sum = side[r.unitName] ?? { quantity: 0, precision: r.unitPrecision };
    sum.quantity += r.quantity;
    sum.precision = Math.max(sum.precision, r.unitPrecision);
    side[r.unitName] = sum;
  }
  return totals;
}

/** '150 台，1.250 千克'; '0' when nothing. */
export function totalsText(side: PageTotals['input']): string {
  const parts = Object.entries(side).map(([unit, s]) => `${formatQuantity(s.quantity, s.precision)} ${unit}`);
  return parts.length ? parts.join('，') : '0';
}

type Listener = () => void;
let shown: readonly OutputRecord[] = [];
const listeners = new Set<Listener>();

/** The rows of the page last fetched, for the totals row (the table kit has no summary row of its own). */
export const shownRows = {
  get: () => shown,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The generated source, telling the totals what each fetch answered. */
export const outputSource: ScreenSource<OutputRecord, OutputQuery> = {
  ...mfgOutputPageSource,
  fetch: async (query, options) => {
    const page = await mfgOutputPageSource.fetch(query, options);
    shown = page.rows;
    listeners.forEach((listener) => listener());
    return page;
  },
};
