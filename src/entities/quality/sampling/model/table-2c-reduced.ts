import type { SingleSamplingTable } from './types';

// The arrows as two short names, D (down) and U (up), so each row reads as one line of the printed table.
const D = '↓';
const U = '↑';

/**
 * GB/T 2828.1-2012 表 2-C 放宽检验一次抽样方案（主表）, identical to ISO 2859-1:1999 Table 2-C. Since the 1999 edition
 * every reduced plan has Re = Ac + 1 (MIL-STD-105E and ANSI/ASQ Z1.4 keep a gap, e.g. 1/4, and reinstate normal
 * inspection between the two). Its sample sizes are its own: A, B and C are all 2, K is 50.
 */
// prettier-ignore
export const TABLE_2C_REDUCED: SingleSamplingTable = {
  id: '2-C',
  title: '放宽检验一次抽样方案（主表）',
  rows: [
    // AQL:                                     0.010    0.015    0.025    0.040    0.065     0.10     0.15     0.25     0.40     0.65      1.0      1.5      2.5      4.0      6.5       10       15       25       40       65      100      150      250      400      650     1000
    { letter: 'A', sampleSize:    2, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],[30, 31]] },
    { letter: 'B', sampleSize:    2, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [7, 8],[10, 11],[14, 15],[21, 22],[30, 31]] },
    { letter: 'C', sampleSize:    2, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],[14, 15],[21, 22],       U] },
    { letter: 'D', sampleSize:    3, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],[14, 15],[21, 22],       U,       U] },
    { letter: 'E', sampleSize:    5, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],[14, 15],[21, 22],       U,       U,       U] },
    { letter: 'F', sampleSize:    8, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U] },
    { letter: 'G', sampleSize:   13, cells: [       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'H', sampleSize:   20, cells: [       D,       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'J', sampleSize:   32, cells: [       D,       D,       D,       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'K', sampleSize:   50, cells: [       D,       D,       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'L', sampleSize:   80, cells: [       D,       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'M', sampleSize:  125, cells: [       D,       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'N', sampleSize:  200, cells: [       D,       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'P', sampleSize:  315, cells: [       D,  [0, 1],       U,       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'Q', sampleSize:  500, cells: [  [0, 1],       U,       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'R', sampleSize:  800, cells: [       U,       U,       U,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [6, 7],  [8, 9],[10, 11],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
  ],
};
