import { cellJudgement, type InspectionLine } from '@/entities/quality/inspection';
import type { scmSchemas } from '@/shared/api';

export type ValueGrid = scmSchemas['schemas']['QmValueGrid'];
export type ValueSaveBody = scmSchemas['schemas']['QmValueSaveBody'];
type ValueCell = ValueSaveBody['values'][number];
type CountCell = ValueSaveBody['counts'][number];

/** One sample's row of the grid: its number and, under each per-sample line's id, the value typed (or null). */
export type SampleRow = { sampleNo: number } & Record<string, unknown>;
/** 已检 / 不合格 of the count lines (the whole sample), by line id. */
export type Counts = Record<string, { inspectedQty: number | null; ngQty: number | null }>;

export const perSampleLines = (grid: Pick<ValueGrid, 'lines'>) => grid.lines.filter((line) => line.perSample);
export const countLines = (grid: Pick<ValueGrid, 'lines'>) => grid.lines.filter((line) => !line.perSample);

/** A saved cell as the grid holds it: a 定量 line's number, a 定性 line's OK / NG. */
const savedOf = (line: InspectionLine, cell: ValueGrid['values'][number] | undefined) =>
  (line.valueType === 'QUALITATIVE' ? cell?.qualitative : cell?.value) ?? null;

const normal = (value: unknown) => (value === undefined || value === '' ? null : value);

/** The rows of the grid: one per sample up to the largest 检测数, each line's saved cells in place. */
export function sampleRows(grid: Pick<ValueGrid, 'lines' | 'values'>): SampleRow[] {
  const lines = perSampleLines(grid);
  const size = Math.max(0, ...lines.map((line) => line.checkQty));
  return Array.from({ length: size }, (_, index) => {
    const sampleNo = index + 1;
    const row: SampleRow = { sampleNo };
    for (const line of lines) {
      const cell = grid.values.find((value) => value.lineId === line.id && value.sampleNo === sampleNo);
      row[line.id] = sampleNo <= line.checkQty ? savedOf(line, cell) : null;
    }
    return row;
  });
}

export const countsOf = (grid: Pick<ValueGrid, 'lines' | 'counts'>): Counts =>
  Object.fromEntries(
    countLines(grid).map((line) => {
      const saved = grid.counts.find((count) => count.lineId === line.id);
      return [line.id, { inspectedQty: saved?.inspectedQty ?? null, ngQty: saved?.ngQty ?? null }];
    }),
  );

/**
 * The cells to send (qmIqcInspectionSaveValues sends only what changed): each cell of a per-sample line within its
 * 检测数 whose value differs from the baseline, with `value` for a 定量 line and `qualitative` for a 定性 one, both
 * null for a cleared cell.
 */
export function changedCells(
  lines: readonly InspectionLine[],
  baseline: readonly SampleRow[],
  rows: readonly SampleRow[],
): ValueCell[] {
  const cells: ValueCell[] = [];
  for (const line of lines.filter((l) => l.perSample)) {
    for (let index = 0; index < Math.min(line.checkQty, rows.length); index++) {
      const before = normal(baseline[index]?.[line.id]);
      const now = normal(rows[index]?.[line.id]);
      if (before === now) continue;
      const qualitative = line.valueType === 'QUALITATIVE';
      cells.push({
        lineId: line.id,
        sampleNo: index + 1,
        value: !qualitative && typeof now === 'number' ? now : null,
        qualitative: qualitative && (now === 'OK' || now === 'NG') ? now : null,
      });
    }
  }
  return cells;
}

/** The count lines whose 已检 or 不合格 changed (both sent, as the contract wants them). */
export function changedCounts(baseline: Counts, counts: Counts): CountCell[] {
  return Object.entries(counts).flatMap(([lineId, now]) => {
    const before = baseline[lineId];
    if (before && before.inspectedQty === now.inspectedQty && before.ngQty === now.ngQty) return [];
    return [{ lineId, inspectedQty: now.inspectedQty ?? 0, ngQty: now.ngQty ?? 0 }];
  });
}

/** Why a count line cannot be saved: 已检 within the sample size, 不合格 within 已检. */
export function countProblem(
  line: Pick<InspectionLine, 'lineNo' | 'itemName' | 'checkQty'>,
  count: Counts[string],
): string | undefined {
  const { inspectedQty: inspected, ngQty: ng } = count;
  const name = `第 ${line.lineNo} 行 ${line.itemName}`;
  if (inspected !== null && inspected > line.checkQty) return `${name}：已检 ${inspected} 超过样本量 ${line.checkQty}`;
  if (ng !== null && ng > (inspected ?? 0)) return `${name}：不合格 ${ng} 超过已检 ${inspected ?? 0}`;
  return undefined;
}

/** The samples a line's cells judge NG, in order (offered as the line's default defect). */
export const ngSamples = (line: InspectionLine, rows: readonly SampleRow[]) =>
  rows
    .slice(0, line.checkQty)
    .filter((row) => cellJudgement(line, row[line.id] as number | string | null) === 'NG')
    .map((row) => row.sampleNo);
