import { AQL_LABELS, AQL_VALUES, INSPECTION_LEVELS, SEVERITIES, ZERO_AQL } from './constants';
import { TABLE_1_CODE_LETTERS } from './table-1-code-letters';
import { TABLE_BY_SEVERITY } from './tables';
import type {
  AcRe,
  Arrow,
  CodeLetter,
  InspectionLevel,
  SamplingInput,
  SamplingInputProblem,
  SamplingPlan,
  SingleSamplingTable,
  TableCell,
  TableRow,
} from './types';

/** A refusal of samplingPlan's input, with the Chinese message a form shows at `field`. */
export class SamplingInputError extends Error {
  readonly field: SamplingInputProblem['field'];
  constructor(problem: SamplingInputProblem) {
    super(problem.message);
    this.name = 'SamplingInputError';
    this.field = problem.field;
  }
}

/** How an AQL value is printed in the tables (1.0, not 1; 0.010, not 0.01). */
export function aqlLabel(aql: number): string {
  return AQL_LABELS[AQL_VALUES.indexOf(aql)] ?? String(aql);
}

/** Why samplingPlan cannot answer `input`, or nothing when it can. */
export function samplingInputProblem(input: SamplingInput): SamplingInputProblem | undefined {
  if (!Number.isSafeInteger(input.lotSize) || input.lotSize < 1) return { field: 'lotSize', message: '批量须为正整数' };
  if (!INSPECTION_LEVELS.includes(input.level)) {
    return { field: 'level', message: `检验水平须为 ${INSPECTION_LEVELS.join('、')} 之一` };
  }
  if (!SEVERITIES.includes(input.severity)) return { field: 'severity', message: '严格度须为正常、加严或放宽' };
  if (input.aql !== ZERO_AQL && !AQL_VALUES.includes(input.aql)) {
    return {
      field: 'aql',
      message: `AQL ${input.aql} 不在 GB/T 2828.1 的 AQL 系列中（0.010～1000），或填 0 表示不允许出现`,
    };
  }
  return undefined;
}

/** 表 1: the code letter for a lot size and inspection level. A lot of 1, below the table, takes the first band. */
export function codeLetterFor(lotSize: number, level: InspectionLevel): CodeLetter {
  const bands = TABLE_1_CODE_LETTERS;
  const band = bands.find((candidate) => lotSize <= candidate.max) ?? bands[bands.length - 1];
  const letter = band?.letters[INSPECTION_LEVELS.indexOf(level)];
  if (!letter) throw new Error(`表 1 没有批量 ${lotSize}、检验水平 ${level} 的字码`);
  return letter;
}

export function isPlan(cell: TableCell): cell is AcRe {
  return typeof cell === 'object' && cell !== null;
}

interface ResolvedCell {
  row: TableRow;
  acRe: AcRe;
  arrow?: Arrow;
}

/**
 * The plan a table gives a code letter under one AQL column: the cell itself, or the first plan below (↓) or above
 * (↑) it in the same column. An arrow that leads to no plan is a fault in the table data, not in the input.
 */
export function resolveCell(table: SingleSamplingTable, letter: CodeLetter, aqlIndex: number): ResolvedCell {
  const start = table.rows.findIndex((row) => row.letter === letter);
  const startRow = table.rows[start];
  const first = startRow?.cells[aqlIndex];
  if (startRow && first && isPlan(first)) return { row: startRow, acRe: first };
  if (first === '↓' || first === '↑') {
    const step = first === '↓' ? 1 : -1;
    let index = start + step;
    let row = table.rows[index];
    // Continue through the arrow's own cells (a long arrow spans several letters) until the plan it points at.
    while (row && row.cells[aqlIndex] === first) {
      index += step;
      row = table.rows[index];
    }
    const cell = row?.cells[aqlIndex];
    if (row && cell && isPlan(cell)) return { row, acRe: cell, arrow: first };
  }
  throw new Error(`表 ${table.id} 字码 ${letter} AQL ${AQL_LABELS[aqlIndex]} 的格子没有指向方案`);
}

/**
 * GB/T 2828.1-2012 single sampling: the code letter from 表 1, the plan from 表 2-A (正常), 2-B (加严) or 2-C (放宽)
 * following the arrows (the sample size changes with the letter), and 全检 when the sample size reaches the lot size.
 *
 * AQL 0 (a class none of which may be found, such as CR) is not in the standard: the code letter's own sample size
 * under the chosen severity is inspected with Ac 0 / Re 1, and the note says so. Throws SamplingInputError with the
 * Chinese refusal when the input cannot be answered (see samplingInputProblem).
 */
export function samplingPlan(input: SamplingInput): SamplingPlan {
  const problem = samplingInputProblem(input);
  if (problem) throw new SamplingInputError(problem);
  const { lotSize, level, severity, aql } = input;
  const table = TABLE_BY_SEVERITY[severity];
  const codeLetter = codeLetterFor(lotSize, level);
  const notes: string[] = [];
  if (lotSize < 2) notes.push(`批量 ${lotSize} 小于表 1 的最小批量 2，按 2～8 档取字码`);

  let resolved: ResolvedCell;
  if (aql === ZERO_AQL) {
    const row = table.rows.find((candidate) => candidate.letter === codeLetter);
    if (!row) throw new Error(`表 ${table.id} 没有字码 ${codeLetter}`);
    resolved = { row, acRe: [0, 1] };
    notes.push(
      `AQL 0 不在 GB/T 2828.1 的表中：按字码 ${codeLetter} 的样本量 ${row.sampleSize} 抽样，出现 1 个即拒收（Ac 0，Re 1）`,
    );
  } else {
    resolved = resolveCell(table, codeLetter, AQL_VALUES.indexOf(aql));
    if (resolved.arrow) {
      notes.push(
        `字码 ${codeLetter} 在 AQL ${aqlLabel(aql)} 处为 ${resolved.arrow}，` +
          `按箭头${resolved.arrow === '↓' ? '下' : '上'}第一个方案：字码 ${resolved.row.letter}，样本量 ${resolved.row.sampleSize}`,
      );
    }
    if (aql > 10) notes.push('AQL 大于 10 只用于每百单位不合格数');
  }

  const [ac, re] = resolved.acRe;
  const tableSampleSize = resolved.row.sampleSize;
  const fullInspection = tableSampleSize >= lotSize;
  if (fullInspection) notes.push(`样本量 ${tableSampleSize} 不小于批量 ${lotSize}，全检：检验全部 ${lotSize} 件`);
  return {
    codeLetter,
    planLetter: resolved.row.letter,
    ...(resolved.arrow ? { arrow: resolved.arrow } : {}),
    table: table.id,
    tableSampleSize,
    sampleSize: fullInspection ? lotSize : tableSampleSize,
    ac,
    re,
    fullInspection,
    ...(notes.length > 0 ? { note: notes.join('；') } : {}),
  };
}
