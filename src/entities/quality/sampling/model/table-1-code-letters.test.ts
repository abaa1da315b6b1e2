import { describe, expect, it } from 'vitest';
import { INSPECTION_LEVELS } from './constants';
import { codeLetterFor } from './sampling-plan';
import type { InspectionLevel } from './types';

/** 表 1's lot-size bands, as printed. */
const BANDS: readonly (readonly [number, number])[] = [
  [2, 8],
  [9, 15],
  [16, 25],
  [26, 50],
  [51, 90],
  [91, 150],
  [151, 280],
  [281, 500],
  [501, 1200],
  [1201, 3200],
  [3201, 10000],
  [10001, 35000],
  [35001, 150000],
  [150001, 500000],
  [500001, 1_000_000_000],
];

/**
 * 表 1 read down each level's column (one letter per band, top to bottom), a second transcription in another shape
 * than the data file's rows, checked against MIL-STD-105E Table I (see docs/design/scm-quality-sampling.md).
 */
const COLUMNS: Record<InspectionLevel, string> = {
  'S-1': 'AAAABBBBCCCCDDD',
  'S-2': 'AAABBBCCCDDDEEE',
  'S-3': 'AABBCCDDEEFFGGH',
  'S-4': 'AABCCDEEFGGHJJK',
  I: 'AABCCDEFGHJKLMN',
  II: 'ABCDEFGHJKLMNPQ',
  III: 'BCDEFGHJKLMNPQR',
};

describe('表 1 样本量字码', () => {
  it('gives every lot-size band × inspection level its letter, at both ends of the band', () => {
    let checked = 0;
    for (const level of INSPECTION_LEVELS) {
      BANDS.forEach(([min, max], band) => {
        const letter = COLUMNS[level][band];
        expect(codeLetterFor(min, level), `${level} 批量 ${min}`).toBe(letter);
        expect(codeLetterFor(max, level), `${level} 批量 ${max}`).toBe(letter);
        checked += 2;
      });
    }
    expect(checked).toBe(15 * 7 * 2);
  });

  it('changes letter exactly at each band boundary under level II', () => {
    expect(codeLetterFor(500, 'II')).toBe('H');
    expect(codeLetterFor(501, 'II')).toBe('J');
    expect(codeLetterFor(150000, 'II')).toBe('N');
    expect(codeLetterFor(150001, 'II')).toBe('P');
    expect(codeLetterFor(500001, 'III')).toBe('R');
  });

  it('puts a lot of 1, below the table, in the first band', () => {
    expect(codeLetterFor(1, 'III')).toBe('B');
  });
});
