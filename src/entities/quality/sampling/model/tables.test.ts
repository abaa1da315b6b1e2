import { describe, expect, it } from 'vitest';
import { AQL_LABELS, CODE_LETTERS, SEVERITIES } from './constants';
import { isPlan, resolveCell } from './sampling-plan';
import { TABLE_BY_SEVERITY } from './tables';
import type { CodeLetter, Severity, TableCell } from './types';

const LETTERS_WITH_S = [...CODE_LETTERS, 'S'];

/** The sample sizes printed in each table's second column, written out here rather than read from the data. */
const SAMPLE_SIZES: Record<Severity, string> = {
  NORMAL: '2 3 5 8 13 20 32 50 80 125 200 315 500 800 1250 2000',
  TIGHTENED: '2 3 5 8 13 20 32 50 80 125 200 315 500 800 1250 2000 3150',
  REDUCED: '2 2 2 3 5 8 13 20 32 50 80 125 200 315 500 800',
};

const show = (cell: TableCell | undefined) => (cell === null ? '' : cell && isPlan(cell) ? cell.join('/') : cell);

/**
 * The layout of the three master tables as rules, independent of the data: along each diagonal (letter index + AQL
 * index − offset = d) the tables repeat one sequence of plans and arrows. Arrows that would point off the table turn
 * the other way, as the printed tables draw them (normal A under AQL 10, the bottom-left corners).
 */
interface Layout {
  offset: number;
  /** Cells for d = 0, 1, 2 …; 'D' is ↓, 'U' is ↑. */
  series: readonly string[];
  /** The next two plans after the series, printed only in AQL columns from the given index on (150 is 21, 250 is 22). */
  extra: readonly (readonly [fromAqlIndex: number, cell: string])[];
}

const LAYOUT: Record<Severity, Layout> = {
  NORMAL: {
    offset: 14,
    series: ['0/1', 'U', 'D', '1/2', '2/3', '3/4', '5/6', '7/8', '10/11', '14/15', '21/22'],
    extra: [
      [21, '30/31'],
      [22, '44/45'],
    ],
  },
  TIGHTENED: {
    offset: 15,
    series: ['0/1', 'D', 'D', '1/2', '2/3', '3/4', '5/6', '8/9', '12/13', '18/19'],
    extra: [
      [21, '27/28'],
      [22, '41/42'],
    ],
  },
  REDUCED: {
    offset: 14,
    series: ['0/1', 'U', 'D', 'D', '1/2', '2/3', '3/4', '5/6', '6/7', '8/9', '10/11'],
    extra: [
      [21, '14/15'],
      [22, '21/22'],
    ],
  },
};

/** 表 2-C rows A and B (sample size 2) take, from AQL 25 on, the plans of 表 2-A row A (also sample size 2). */
const NORMAL_ROW_A_FROM_AQL_25 = ['1/2', '2/3', '3/4', '5/6', '7/8', '10/11', '14/15', '21/22', '30/31'];

function layoutCell(severity: Severity, letterIndex: number, aqlIndex: number): string | null {
  if (severity === 'TIGHTENED' && letterIndex === 16) return aqlIndex === 2 ? '1/2' : null; // S: only AQL 0.025
  if (severity === 'REDUCED' && letterIndex <= 1 && aqlIndex >= 17)
    return NORMAL_ROW_A_FROM_AQL_25[aqlIndex - 17] ?? 'U';
  const { offset, series, extra } = LAYOUT[severity];
  const d = letterIndex + aqlIndex - offset;
  if (d < 0) return 'D';
  if (d < series.length) return series[d] ?? null;
  const beyond = extra[d - series.length];
  return beyond && aqlIndex >= beyond[0] ? beyond[1] : 'U';
}

function expectedCell(severity: Severity, letterIndex: number, aqlIndex: number): string | null {
  const rows = severity === 'TIGHTENED' ? 17 : 16;
  const column = Array.from({ length: rows }, (_, index) => layoutCell(severity, index, aqlIndex));
  const plan = (cell: string | null) => cell !== null && cell !== 'D' && cell !== 'U';
  const cell = column[letterIndex] ?? null;
  if (cell === 'D' && !column.slice(letterIndex + 1).some(plan)) return '↑';
  if (cell === 'U' && !column.slice(0, letterIndex).some(plan)) return '↓';
  return cell === 'D' ? '↓' : cell === 'U' ? '↑' : cell;
}

describe.each(SEVERITIES)('表 2 (%s)', (severity) => {
  const table = TABLE_BY_SEVERITY[severity];

  it('has the letters and sample sizes of the printed table, 26 AQL columns each', () => {
    expect(table.rows.map((row) => row.letter).join('')).toBe(LETTERS_WITH_S.slice(0, table.rows.length).join(''));
    expect(table.rows.map((row) => row.sampleSize).join(' ')).toBe(SAMPLE_SIZES[severity]);
    for (const row of table.rows) expect(row.cells, row.letter).toHaveLength(AQL_LABELS.length);
  });

  it('matches the standard layout in every cell', () => {
    const differences: string[] = [];
    table.rows.forEach((row, letterIndex) =>
      row.cells.forEach((cell, aqlIndex) => {
        const expected = expectedCell(severity, letterIndex, aqlIndex);
        if (show(cell) !== (expected ?? '')) {
          differences.push(`${row.letter}@${AQL_LABELS[aqlIndex]}: ${show(cell)} ≠ ${expected}`);
        }
      }),
    );
    expect(differences).toEqual([]);
  });

  it('resolves every letter × AQL to a plan with Re = Ac + 1, arrows pointing the way they say', () => {
    let plans = 0;
    CODE_LETTERS.forEach((letter, letterIndex) =>
      AQL_LABELS.forEach((aql, aqlIndex) => {
        const where = `${table.id} ${letter}@${aql}`;
        const own = table.rows[letterIndex];
        const { row, acRe, arrow } = resolveCell(table, letter, aqlIndex);
        const [ac, re] = acRe;
        expect(ac, where).toBeGreaterThanOrEqual(0);
        expect(re, where).toBe(ac + 1);
        const target = LETTERS_WITH_S.indexOf(row.letter);
        if (arrow === '↓') expect(target, where).toBeGreaterThan(letterIndex);
        if (arrow === '↑') expect(target, where).toBeLessThan(letterIndex);
        if (!arrow) expect(row.letter, where).toBe(letter);
        if (arrow && own && severity !== 'REDUCED') {
          // 表 2-A/2-B: every letter has its own sample size, so a ↓ means more to inspect and an ↑ less.
          if (arrow === '↓') expect(row.sampleSize, where).toBeGreaterThan(own.sampleSize);
          else expect(row.sampleSize, where).toBeLessThan(own.sampleSize);
        }
        if (arrow && own && severity === 'REDUCED') {
          // 表 2-C gives A, B and C the same sample size 2: an arrow among them keeps it.
          if (arrow === '↓') expect(row.sampleSize, where).toBeGreaterThanOrEqual(own.sampleSize);
          else expect(row.sampleSize, where).toBeLessThanOrEqual(own.sampleSize);
        }
        plans += 1;
      }),
    );
    expect(plans).toBe(16 * 26);
  });

  it('never gives a larger lot (a later code letter) a smaller sample under the same AQL', () => {
    AQL_LABELS.forEach((aql, aqlIndex) => {
      const sizes = CODE_LETTERS.map((letter) => resolveCell(table, letter, aqlIndex).row.sampleSize);
      sizes.forEach((size, index) =>
        expect(size, `${table.id} ${aql} ${CODE_LETTERS[index]}`).toBeGreaterThanOrEqual(sizes[index - 1] ?? 0),
      );
    });
  });

  it('never lowers Ac for a looser AQL under the same code letter', () => {
    for (const letter of CODE_LETTERS) {
      const acs = AQL_LABELS.map((_, aqlIndex) => resolveCell(table, letter, aqlIndex).acRe[0]);
      acs.forEach((ac, index) =>
        expect(ac, `${table.id} ${letter}@${AQL_LABELS[index]}`).toBeGreaterThanOrEqual(acs[index - 1] ?? 0),
      );
    }
  });
});

/**
 * Cells of the printed tables, each written out by hand: [severity, code letter, AQL, plan letter, sample size, Ac, Re].
 * 表 2-A/2-B cells agree between the GB/T 2828.1-2012 transcription and MIL-STD-105E; 表 2-C cells are the 2012
 * edition's (see docs/design/scm-quality-sampling.md).
 */
const PUBLISHED: readonly (readonly [Severity, CodeLetter, string, string, number, number, number])[] = [
  ['NORMAL', 'H', '1.5', 'H', 50, 2, 3],
  ['NORMAL', 'H', '0.25', 'H', 50, 0, 1],
  ['NORMAL', 'H', '0.40', 'G', 32, 0, 1],
  ['NORMAL', 'H', '0.65', 'J', 80, 1, 2],
  ['NORMAL', 'H', '2.5', 'H', 50, 3, 4],
  ['NORMAL', 'H', '4.0', 'H', 50, 5, 6],
  ['NORMAL', 'J', '1.0', 'J', 80, 2, 3],
  ['NORMAL', 'K', '0.65', 'K', 125, 2, 3],
  ['NORMAL', 'K', '1.0', 'K', 125, 3, 4],
  ['NORMAL', 'K', '10', 'K', 125, 21, 22],
  ['NORMAL', 'L', '2.5', 'L', 200, 10, 11],
  ['NORMAL', 'L', '10', 'K', 125, 21, 22],
  ['NORMAL', 'M', '1.5', 'M', 315, 10, 11],
  ['NORMAL', 'N', '0.65', 'N', 500, 7, 8],
  ['NORMAL', 'G', '6.5', 'G', 32, 5, 6],
  ['NORMAL', 'F', '2.5', 'F', 20, 1, 2],
  ['NORMAL', 'F', '1.5', 'G', 32, 1, 2],
  ['NORMAL', 'F', '1.0', 'E', 13, 0, 1],
  ['NORMAL', 'E', '4.0', 'E', 13, 1, 2],
  ['NORMAL', 'D', '6.5', 'D', 8, 1, 2],
  ['NORMAL', 'A', '6.5', 'A', 2, 0, 1],
  ['NORMAL', 'A', '10', 'C', 5, 1, 2],
  ['NORMAL', 'Q', '0.010', 'Q', 1250, 0, 1],
  ['NORMAL', 'R', '0.010', 'Q', 1250, 0, 1],
  ['NORMAL', 'R', '0.015', 'P', 800, 0, 1],
  ['NORMAL', 'R', '0.025', 'R', 2000, 1, 2],
  ['NORMAL', 'E', '150', 'E', 13, 30, 31],
  ['NORMAL', 'F', '100', 'E', 13, 21, 22],
  ['NORMAL', 'B', '1000', 'B', 3, 44, 45],
  ['NORMAL', 'A', '1000', 'A', 2, 30, 31],
  ['TIGHTENED', 'H', '1.5', 'H', 50, 1, 2],
  ['TIGHTENED', 'H', '2.5', 'H', 50, 2, 3],
  ['TIGHTENED', 'H', '1.0', 'J', 80, 1, 2],
  ['TIGHTENED', 'H', '0.65', 'K', 125, 1, 2],
  ['TIGHTENED', 'H', '10', 'H', 50, 8, 9],
  ['TIGHTENED', 'K', '1.0', 'K', 125, 2, 3],
  ['TIGHTENED', 'K', '10', 'K', 125, 18, 19],
  ['TIGHTENED', 'R', '0.010', 'R', 2000, 0, 1],
  ['TIGHTENED', 'R', '0.025', 'S', 3150, 1, 2],
  ['TIGHTENED', 'Q', '0.025', 'S', 3150, 1, 2],
  ['TIGHTENED', 'B', '10', 'D', 8, 1, 2],
  ['TIGHTENED', 'E', '150', 'E', 13, 27, 28],
  ['TIGHTENED', 'A', '1000', 'A', 2, 27, 28],
  ['REDUCED', 'H', '1.5', 'H', 20, 1, 2],
  ['REDUCED', 'H', '10', 'H', 20, 6, 7],
  ['REDUCED', 'J', '10', 'J', 32, 8, 9],
  ['REDUCED', 'K', '1.0', 'K', 50, 2, 3],
  ['REDUCED', 'K', '0.65', 'K', 50, 1, 2],
  ['REDUCED', 'M', '6.5', 'L', 80, 10, 11],
  ['REDUCED', 'R', '0.010', 'Q', 500, 0, 1],
  ['REDUCED', 'Q', '0.025', 'N', 200, 0, 1],
  ['REDUCED', 'A', '25', 'A', 2, 1, 2],
  ['REDUCED', 'C', '25', 'C', 2, 2, 3],
  ['REDUCED', 'E', '150', 'E', 5, 14, 15],
];

describe('published cells', () => {
  it.each(PUBLISHED)('%s %s@%s → %s n=%i Ac %i Re %i', (severity, letter, aql, planLetter, n, ac, re) => {
    const { row, acRe } = resolveCell(TABLE_BY_SEVERITY[severity], letter, AQL_LABELS.indexOf(aql as never));
    expect({ letter: row.letter, n: row.sampleSize, ac: acRe[0], re: acRe[1] }).toEqual({
      letter: planLetter,
      n,
      ac,
      re,
    });
  });

  it('has at least 30 of them', () => {
    expect(PUBLISHED.length).toBeGreaterThanOrEqual(30);
  });
});
