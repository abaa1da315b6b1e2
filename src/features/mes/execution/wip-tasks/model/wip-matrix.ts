import type { MfgWipTaskSummaryData } from '@/shared/api';

export type WipCell = MfgWipTaskSummaryData[number];

/** WIP that has waited longer than this (minutes) is shown as held up. */
export const LONG_WAIT_MINUTES = 240;

/** 385 → '6 小时 25 分'. */
export function formatWait(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} 小时 ${rest} 分` : `${rest} 分`;
}

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
