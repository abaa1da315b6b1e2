import { Tag } from 'antd';
import { formatQuantity } from '@/entities/mes/mfg-order';
import {
  type MfgWipTaskPageData,
  mfgWipTaskPageSource,
  type MfgWipTaskPageVariables,
  type MfgWipTaskSummaryData,
} from '@/shared/api';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type WipTask = MfgWipTaskPageData['rows'][number];
export type WipQuery = MfgWipTaskPageVariables['body'];
export type WipCell = MfgWipTaskSummaryData[number];

/** WIP that has waited longer than this (minutes) is shown as held up. */
export const LONG_WAIT_MINUTES = 240;

/** 385 → '6 小时 25 分'. */
export function formatWait(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} 小时 ${rest} 分` : `${rest} 分`;
}

const qty = (value: number, row: WipTask) => formatQuantity(value, row.unitPrecision);

export const wipColumns: ColumnConfig<WipTask>[] = [
  { dataIndex: 'code', title: '任务号', example: 'MT-20261123-001-050', hideAble: false },
  { dataIndex: 'orderCode', title: '工单号', example: 'MO-20261123-001' },
  { dataIndex: 'productName', title: '产品', width: 170, render: (_, r) => `${r.productCode} ${r.productName}` },
  { dataIndex: 'lineName', title: '产线', width: 130, render: (_, r) => `${r.lineCode} ${r.lineName}` },
  { dataIndex: 'processName', title: '工序', width: 140, render: (_, r) => `${r.processCode} ${r.processName}` },
  {
    dataIndex: 'wipQuantity',
    title: '在制数量',
    width: 90,
    align: 'right',
    render: (_, r) => `${qty(r.wipQuantity, r)} ${r.unitName}`,
  },
  { dataIndex: 'inputQuantity', title: '已投入', width: 80, align: 'right', render: (_, r) => qty(r.inputQuantity, r) },
  {
    dataIndex: 'outputQuantity',
    title: '已产出',
    width: 80,
    align: 'right',
    render: (_, r) => qty(r.outputQuantity, r),
  },
  {
    dataIndex: 'waitingMinutes',
    title: '停留时长',
    headerText: `自最后一次投入或产出起；超过 ${LONG_WAIT_MINUTES / 60} 小时标红`,
    width: 130,
    sorter: true,
    render: (_, r) =>
      r.waitingMinutes > LONG_WAIT_MINUTES ? (
        <Tag color="error">{formatWait(r.waitingMinutes)}</Tag>
      ) : (
        formatWait(r.waitingMinutes)
      ),
  },
  { dataIndex: 'lastMoveTime', title: '最后移动', width: 170, hide: 'narrow' },
  { dataIndex: 'shiftName', title: '班次', width: 70, hide: 'narrow' },
];

export const wipSource = mfgWipTaskPageSource;

export interface WipMatrix {
  processes: { code: string; name: string }[];
  lines: {
    id: string;
    code: string;
    name: string;
    workshopName: string | null | undefined;
    cells: Record<string, WipCell>;
    total: number;
  }[];
}

/** The summary as a matrix: a row per line, a column per process in routing order, the line's total at the end. */
export function wipMatrix(cells: readonly WipCell[]): WipMatrix {
  const processes = new Map<string, { code: string; name: string; sequence: number }>();
  const lines = new Map<string, WipMatrix['lines'][number]>();
  for (const cell of cells) {
    processes.set(cell.processCode, { code: cell.processCode, name: cell.processName, sequence: cell.sequence });
    const line = lines.get(cell.lineId) ?? {
      id: cell.lineId,
      code: cell.lineCode,
      name: cell.lineName,
      workshopName: cell.workshopName,
      cells: {},
      total: 0,
    };
    line.cells[cell.processCode] = cell;
    line.total += cell.wipQuantity;
    lines.set(cell.lineId, line);
  }
  const ordered = [...processes.values()].sort((a, b) => a.sequence - b.sequence || a.code.localeCompare(b.code));
  return {
    processes: ordered.map(({ code, name }) => ({ code, name })),
    lines: [...lines.values()].sort((a, b) => a.code.localeCompare(b.code)),
  };
}
