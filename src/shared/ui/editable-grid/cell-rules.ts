import type { FieldFacts } from '@/shared/api';
import { decimalsOf, formatNumber } from '@/shared/lib/format';
import { factRule } from '@/shared/lib/form-rules';
import type { SearchOption } from '@/shared/lib/table-query';
import type { GridColumn, GridProblem, Line } from './types';

/** What a cell holds when empty: '' for texts and choices, null for numbers (as a form's inputs hold them). */
export const emptyCell = (column: { kind?: GridColumn<Line>['kind'] }) => (column.kind === 'number' ? null : '');

/** A date as typed or pasted from Excel: 2026-12-01, 2026/12/1, 2026.12.1 or 20261201. */
function parseDate(text: string): string | undefined {
  const parts = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A choice by its value or its shown title (a pasted '合格' finds 'PASS'). */
function parseChoice(text: string, options: readonly SearchOption[]) {
  const found = options.find((o) => String(o.value) === text || o.title === text);
  return found ? String(found.value) : undefined;
}

export type Parsed = { value: unknown } | { refused: string };

/**
 * Text typed into a cell or pasted into it, as the cell's value: a number without its thousands separators, a date in
 * the contract's YYYY-MM-DD, a choice by value or title. A text that cannot be the cell's value is refused with why;
 * an empty text empties the cell. Bounds and formats are the rules' to say (`cellProblem`), not the parser's.
 */
export function parseCell<L extends Line>(
  column: GridColumn<L>,
  text: string,
  options: readonly SearchOption[] = [],
): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { value: emptyCell(column) };
  switch (column.kind) {
    case 'number': {
      const number = Number(trimmed.replace(/[,，\s]/g, ''));
      return Number.isFinite(number) ? { value: number } : { refused: `${column.title}必须是数字` };
    }
    case 'date': {
      const date = parseDate(trimmed);
      return date ? { value: date } : { refused: `${column.title}不是日期，请按 2026-12-01 的格式填写` };
    }
    case 'select': {
      const value = parseChoice(trimmed, options);
      return value === undefined ? { refused: `${column.title}没有“${trimmed}”这一项` } : { value };
    }
    case 'picker':
      return column.parse ? column.parse(trimmed) : { refused: `${column.title}请用选择器选取` };
    default:
      return { value: text };
  }
}

/** What a cell shows when not being edited: a number with the line's decimals, a choice's title. */
export function cellText<L extends Line>(
  column: GridColumn<L>,
  line: L,
  options: readonly SearchOption[] = [],
): string {
  const value = column.value ? column.value(line) : line[column.key];
  if (value === null || value === undefined || value === '') return '';
  if (column.text) return column.text(line);
  if (column.kind === 'select') return options.find((o) => String(o.value) === String(value))?.title ?? String(value);
  if (typeof value === 'number') {
    const places = column.decimals?.(line)?.places;
    return places === undefined ? String(value) : formatNumber(value, places);
  }
  return String(value);
}

const rules = new WeakMap<FieldFacts, ReturnType<typeof factRule>>();
/** The facts' problem of each line's cells, kept per line object: an edit replaces one line, the others keep theirs. */
const checked = new WeakMap<object, Map<string, string | undefined>>();

/**
 * Why a cell's value cannot be sent, in the same Chinese a form says it (`factRule` over the contract's facts),
 * then the line's decimals (a unit's) and the column's own rule; nothing when it can.
 */
export function cellProblem<L extends Line>(column: GridColumn<L>, line: L, lines: readonly L[]): string | undefined {
  if (column.value) return column.rule?.(column.value(line), line, lines);
  const value = line[column.key];
  let known = checked.get(line);
  if (!known) checked.set(line, (known = new Map()));
  if (!known.has(column.key))
    known.set(column.key, factsProblem(column, value) ?? decimalsProblem(column, line, value));
  return known.get(column.key) ?? column.rule?.(value, line, lines);
}

/**
 * What a cell's facts cannot say and the grid checks beyond them: the line's decimals, then the column's own rule.
 * A form's rule of the lines checks these too (define-form), so a save is refused for what the grid shows.
 */
export function cellRuleProblem<L extends Line>(
  column: GridColumn<L>,
  line: L,
  lines: readonly L[],
): string | undefined {
  if (column.value) return column.rule?.(column.value(line), line, lines);
  const value = line[column.key];
  return decimalsProblem(column, line, value) ?? column.rule?.(value, line, lines);
}

function factsProblem<L extends Line>(column: GridColumn<L>, value: unknown): string | undefined {
  if (!column.facts) return undefined;
  let rule = rules.get(column.facts);
  if (!rule) {
    rule = factRule(
      column.title,
      column.facts,
      column.kind === 'select' || column.kind === 'picker' ? 'chosen' : 'typed',
    );
    rules.set(column.facts, rule);
  }
  const result = rule.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function decimalsProblem<L extends Line>(column: GridColumn<L>, line: L, value: unknown): string | undefined {
  const decimals = column.decimals?.(line);
  if (decimals && typeof value === 'number' && decimalsOf(value) > decimals.places) {
    const who = decimals.unit ? `单位“${decimals.unit}”的${column.title}` : column.title;
    return decimals.places === 0 ? `${who}只能是整数` : `${who}最多 ${decimals.places} 位小数`;
  }
  return undefined;
}

/** Every problem of the lines, in reading order: each cell's, then each line's own rules. */
export function gridProblems<L extends Line>(
  columns: readonly GridColumn<L>[],
  lines: readonly L[],
  lineRule?: (line: L, index: number, lines: readonly L[]) => Omit<GridProblem, 'row'> | undefined,
): GridProblem[] {
  const problems: GridProblem[] = [];
  lines.forEach((line, row) => {
    for (const column of columns) {
      const message = cellProblem(column, line, lines);
      if (message) problems.push({ row, key: column.key, message });
    }
    const own = lineRule?.(line, row, lines);
    if (own) problems.push({ ...own, row });
  });
  return problems;
}

/** The sum of a column over the lines, with the most decimals any line may have. */
export function columnTotal<L extends Line>(column: GridColumn<L>, lines: readonly L[]): string {
  let sum = 0;
  let places = 0;
  for (const line of lines) {
    const value = column.value ? column.value(line) : line[column.key];
    if (typeof value === 'number' && Number.isFinite(value)) sum += value;
    places = Math.max(places, column.decimals?.(line)?.places ?? decimalsOf(typeof value === 'number' ? value : 0));
  }
  return formatNumber(sum, Math.min(places, 8));
}
