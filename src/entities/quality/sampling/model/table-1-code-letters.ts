import type { CodeLetter } from './types';

export interface LotSizeBand {
  /** Smallest lot size of the band. */
  readonly min: number;
  /** Largest lot size of the band; the last band has no upper bound. */
  readonly max: number;
  /** The code letter for each inspection level, in INSPECTION_LEVELS order: S-1, S-2, S-3, S-4, I, II, III. */
  readonly letters: readonly [CodeLetter, CodeLetter, CodeLetter, CodeLetter, CodeLetter, CodeLetter, CodeLetter];
}

/**
 * GB/T 2828.1-2012 表 1 样本量字码, identical to ISO 2859-1:1999 Table 1 and MIL-STD-105E Table I. Lot sizes below 2
 * are not in the table. Provenance and cross-checks: docs/design/scm-quality-sampling.md.
 */
// prettier-ignore
export const TABLE_1_CODE_LETTERS: readonly LotSizeBand[] = [
  //                                        S-1  S-2  S-3  S-4  I    II   III
  { min: 2,      max: 8,        letters: ['A', 'A', 'A', 'A', 'A', 'A', 'B'] },
  { min: 9,      max: 15,       letters: ['A', 'A', 'A', 'A', 'A', 'B', 'C'] },
  { min: 16,     max: 25,       letters: ['A', 'A', 'B', 'B', 'B', 'C', 'D'] },
  { min: 26,     max: 50,       letters: ['A', 'B', 'B', 'C', 'C', 'D', 'E'] },
  { min: 51,     max: 90,       letters: ['B', 'B', 'C', 'C', 'C', 'E', 'F'] },
  { min: 91,     max: 150,      letters: ['B', 'B', 'C', 'D', 'D', 'F', 'G'] },
  { min: 151,    max: 280,      letters: ['B', 'C', 'D', 'E', 'E', 'G', 'H'] },
  { min: 281,    max: 500,      letters: ['B', 'C', 'D', 'E', 'F', 'H', 'J'] },
  { min: 501,    max: 1200,     letters: ['C', 'C', 'E', 'F', 'G', 'J', 'K'] },
  { min: 1201,   max: 3200,     letters: ['C', 'D', 'E', 'G', 'H', 'K', 'L'] },
  { min: 3201,   max: 10000,    letters: ['C', 'D', 'F', 'G', 'J', 'L', 'M'] },
  { min: 10001,  max: 35000,    letters: ['C', 'D', 'F', 'H', 'K', 'M', 'N'] },
  { min: 35001,  max: 150000,   letters: ['D', 'E', 'G', 'J', 'L', 'N', 'P'] },
  { min: 150001, max: 500000,   letters: ['D', 'E', 'G', 'J', 'M', 'P', 'Q'] },
  { min: 500001, max: Infinity, letters: ['D', 'E', 'H', 'K', 'N', 'Q', 'R'] },
];
