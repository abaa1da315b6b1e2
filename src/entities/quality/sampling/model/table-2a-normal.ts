import type { SingleSamplingTable } from './types';

// The arrows as two short names, D (down) and U (up), so each row reads as one line of the printed table.
const D = '↓';
const U = '↑';

/**
 * GB/T 2828.1-2012 表 2-A 正常检验一次抽样方案（主表）, identical to ISO 2859-1:1999 Table 2-A and, cell for cell, to
 * MIL-STD-105E Table II-A. One row per 样本量字码 with its 样本量; one cell per AQL column (AQL_LABELS): [Ac, Re], or
 * ↓ / ↑ (use the first plan below / above in the same column). Provenance and cross-checks:
 * docs/design/scm-quality-sampling.md.
 */
// prettier-ignore
export const TABLE_2A_NORMAL: SingleSamplingTable = {
  id: '2-A',
  title: '正常检验一次抽样方案（主表）',
  rows: [
    // AQL:                                     0.010    0.015    0.025    0.040    0.065     0.10     0.15     0.25     0.40     0.65      1.0      1.5      2.5      4.0      6.5       10       15       25       40       65      100      150      250      400      650     1000
    { letter: 'A', sampleSize:    2, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],[30, 31]] },
    { letter: 'B', sampleSize:    3, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],[30, 31],[44, 45]] },
    { letter: 'C', sampleSize:    5, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],[30, 31],[44, 45],       U] },
    { letter: 'D', sampleSize:    8, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],[30, 31],[44, 45],       U,       U] },
    { letter: 'E', sampleSize:   13, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],[30, 31],[44, 45],       U,       U,       U] },
    { letter: 'F', sampleSize:   20, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U] },
    { letter: 'G', sampleSize:   32, cells: [       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'H', sampleSize:   50, cells: [       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'J', sampleSize:   80, cells: [       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'K', sampleSize:  125, cells: [       D,       D,       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'L', sampleSize:  200, cells: [       D,       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'M', sampleSize:  315, cells: [       D,       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'N', sampleSize:  500, cells: [       D,       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'P', sampleSize:  800, cells: [       D,  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'Q', sampleSize: 1250, cells: [  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'R', sampleSize: 2000, cells: [       U,       U,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
  ],
};
