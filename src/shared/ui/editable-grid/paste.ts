import type { SearchOption } from '@/shared/lib/table-query';
import { parseCell } from './cell-rules';
import type { GridColumn, Line, Refusal } from './types';

/**
 * A block copied from Excel (or any sheet): rows split by line breaks, cells by tabs; a cell Excel quoted (it holds
 * a tab, a line break or a quote) is read whole, its doubled quotes single. The trailing line break Excel adds is
 * not a row.
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === '\t') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Whether a paste is a block for the grid (more than one cell), not a text for the cell being edited. */
export const isBlock = (text: string) => /[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''));

export interface PasteResult<L> {
  lines: L[];
  refused: Refusal[];
  /** How many cells took a value. */
  filled: number;
}

/**
 * A block pasted from the cell (row, col): each value into the cell under it, to the right and down, adding lines as
 * needed (without `newLine` the lines are fixed: rows past the last are refused). A value a cell cannot take (not a number, not an option, a read-only cell, past the last column) is not
 * written and is said, with its row and column: nothing the person had is lost, nothing is changed silently.
 */
export function pasteBlock<L extends Line>(
  lines: readonly L[],
  start: { row: number; col: number },
  block: readonly (readonly string[])[],
  columns: readonly GridColumn<L>[],
  newLine: (() => L) | undefined,
  optionsOf: (column: GridColumn<L>) => readonly SearchOption[] = () => [],
): PasteResult<L> {
  const next = [...lines];
  const refused: Refusal[] = [];
  let filled = 0;
  block.forEach((cells, r) => {
    const row = start.row + r;
    if (row >= next.length && !newLine) {
      const text = cells.join(' ').trim();
      const column = columns[start.col]?.title ?? `第 ${start.col + 1} 列`;
      if (text) refused.push({ row, column, text, message: `明细固定为 ${next.length} 行，多出的行未粘贴` });
      return;
    }
    while (newLine && next.length <= row) next.push(newLine());
    let line = next[row] as L;
    cells.forEach((text, c) => {
      const column = columns[start.col + c];
      if (!column) {
        if (text.trim() !== '')
          refused.push({ row, column: `第 ${start.col + c + 1} 列`, text, message: '超出了明细的列' });
        return;
      }
      const readOnly =
        column.kind === 'readonly' ||
        column.value !== undefined ||
        (typeof column.readOnly === 'function' ? column.readOnly(line) : column.readOnly);
      if (readOnly) {
        if (text.trim() !== '') refused.push({ row, column: column.title, text, message: `${column.title}不能填写` });
        return;
      }
      const parsed = parseCell(column, text, optionsOf(column));
      if ('refused' in parsed) {
        refused.push({ row, column: column.title, text, message: parsed.refused });
        return;
      }
      // A picker's parse gives the line's fields; any other cell its own value.
      const patch =
        column.kind === 'picker' && typeof parsed.value === 'object' && parsed.value !== null
          ? (parsed.value as Partial<L>)
          : ({ [column.key]: parsed.value } as Partial<L>);
      line = { ...line, ...patch };
      filled += 1;
    });
    next[row] = line;
  });
  return { lines: next, refused, filled };
}
