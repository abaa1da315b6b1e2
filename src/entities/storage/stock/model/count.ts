import { roundQty } from './figures';

/**
 * 盘点's arithmetic (docs/design/scm-storage-2.md → 盘点管理): 差异 = 实盘 − 账面 (the recount, when given, replaces
 * the first count), its kind, whether it is over the plan's threshold, and its value at the material's price. The
 * server computes the same for a blind task, which never shows the book quantity.
 */
export type CountDiffKind = 'GAIN' | 'LOSS' | 'EVEN';

export const COUNT_DIFF_KINDS = {
  GAIN: { label: '盘盈', color: 'green' },
  LOSS: { label: '盘亏', color: 'red' },
  EVEN: { label: '正常', color: 'default' },
} as const satisfies Record<CountDiffKind, { label: string; color: string }>;

/** The count that counts: the recount when there is one. */
export function finalCount(line: { countQty: number | null; recountQty: number | null }): number | null {
  return line.recountQty ?? line.countQty;
}

/** 差异 = 实盘（复盘）− 账面 in the unit's decimals; null while not counted. */
export function countDiff(bookQty: number, count: number | null, precision: number): number | null {
  return count === null ? null : roundQty(count - bookQty, precision);
}

export function diffKind(diff: number): CountDiffKind {
  return diff > 0 ? 'GAIN' : diff < 0 ? 'LOSS' : 'EVEN';
}

export interface CountThreshold {
  thresholdQty?: number | null | undefined;
  thresholdPct?: number | null | undefined;
}

/**
 * Over the threshold when |差异| > the quantity, or |差异| / 账面 × 100 > the percentage (a difference on a book of 0 is
 * over any percentage); each threshold only when set. No threshold set: never over.
 */
export function overThreshold(bookQty: number, diff: number, threshold: CountThreshold): boolean {
  const size = Math.abs(diff);
  if (size === 0) return false;
  const { thresholdQty, thresholdPct } = threshold;
  if (thresholdQty !== null && thresholdQty !== undefined && size > thresholdQty) return true;
  if (thresholdPct === null || thresholdPct === undefined) return false;
  return bookQty === 0 || (size / bookQty) * 100 > thresholdPct;
}

/** The threshold as said: 2 根或 1%；不检查 when none. */
export function thresholdText(threshold: CountThreshold, unit = ''): string {
  const parts: string[] = [];
  if (threshold.thresholdQty !== null && threshold.thresholdQty !== undefined)
    parts.push(`${threshold.thresholdQty}${unit ? ` ${unit}` : ''}`);
  if (threshold.thresholdPct !== null && threshold.thresholdPct !== undefined) parts.push(`${threshold.thresholdPct}%`);
  return parts.length ? parts.join(' 或 ') : '不检查';
}

/** 差异金额 = 单价 × 差异, in yuan to the fen. */
export function diffAmount(unitPrice: number, diff: number): number {
  return Math.round(unitPrice * diff * 100) / 100;
}

/** A line of a count as the arithmetic needs it. */
export interface CountLine {
  lineNo: number;
  bookQty: number;
  countQty: number | null;
  recountQty: number | null;
  uomPrecision: number;
}

/**
 * The lines a 明盘 task must recount before it is submitted (the server's 1018501, said before sending): counted,
 * over the threshold, and not recounted yet. A blind task cannot know: the server answers it.
 */
export function linesToRecount<L extends CountLine>(lines: readonly L[], threshold: CountThreshold): L[] {
  return lines.filter((line) => {
    if (line.countQty === null || line.recountQty !== null) return false;
    const diff = countDiff(line.bookQty, line.countQty, line.uomPrecision);
    return diff !== null && overThreshold(line.bookQty, diff, threshold);
  });
}

/** The storage label `{batchNo}|{materialCode}|{qty}` (docs/design/scm-storage.md → Print) scanned into a count cell. */
export interface StockLabel {
  batchNo: string;
  materialCode: string;
  qty: number;
}

const STOCK_LABEL = /^\s*([^|\s]+)\|([^|\s]+)\|([0-9]+(?:\.[0-9]+)?)\s*$/;

export function parseStockLabel(text: string): StockLabel | undefined {
  const match = STOCK_LABEL.exec(text);
  if (!match) return undefined;
  const [, batchNo = '', materialCode = '', qty = ''] = match;
  return { batchNo, materialCode, qty: Number(qty) };
}

/**
 * A count cell's text as a quantity, or why not: a number ≥ 0 within the unit's decimals (1018502's words), empty for
 * not counted. A scanned label is resolved before (scanIntoCounts), so here it is refused.
 */
export function countTextProblem(
  text: string,
  line: { uomName: string; uomPrecision: number },
  title: string,
): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (parseStockLabel(trimmed)) return `标签 ${trimmed} 的批次、物料不在本任务中`;
  const qty = Number(trimmed.replace(/[,，\s]/g, ''));
  if (!Number.isFinite(qty)) return `${title}必须是数字`;
  if (qty < 0) return `${title}不能小于 0`;
  const decimals = trimmed.split('.')[1]?.length ?? 0;
  if (decimals > line.uomPrecision)
    return `${title} ${trimmed} 超出单位“${line.uomName}”的小数位数 ${line.uomPrecision}`;
  return undefined;
}

/** The quantity a valid count text stands for (null when empty). */
export function countOfText(text: string): number | null {
  const trimmed = text.trim().replace(/[,，\s]/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

/** A grid line of a count: its batch and material, and the two count cells as typed. */
export interface ScanLine {
  batchNo: string;
  materialCode: string;
  countText: string;
  recountText: string;
  recountAsked: boolean;
}

/**
 * A label scanned (or typed) into line `row`'s count cell: the label's quantity goes to the line of that batch and
 * material — the one scanned into when it is that line, else the first such line — added to what was counted there
 * (several boxes of one batch add up), into 复盘 where a recount is asked. The cell scanned into gets back what it
 * held. A label of no line of the task is refused, the text kept in the cell for its rule to say so.
 */
export function scanIntoCounts<L extends ScanLine>(
  before: readonly L[],
  after: readonly L[],
  row: number,
  field: 'countText' | 'recountText',
): { lines: L[]; refused?: string } {
  const scanned = after[row]?.[field] ?? '';
  const label = parseStockLabel(scanned);
  if (!label) return { lines: [...after] };
  const matches = (line: L) => line.batchNo === label.batchNo && line.materialCode === label.materialCode;
  const target = matches(after[row] as L) ? row : after.findIndex(matches);
  if (target < 0) return { lines: [...after], refused: `标签 ${scanned.trim()} 的批次、物料不在本任务中` };
  const lines = after.map((line, index) => (index === row ? { ...line, [field]: before[row]?.[field] ?? '' } : line));
  const line = lines[target] as L;
  const into = line.recountAsked ? 'recountText' : 'countText';
  const sofar = countOfText(line[into]) ?? 0;
  lines[target] = { ...line, [into]: String(Math.round((sofar + label.qty) * 1e6) / 1e6) };
  return { lines };
}
