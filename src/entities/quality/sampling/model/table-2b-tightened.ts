import type { SingleSamplingTable } from './types';

// The arrows as two short names, D (down) and U (up), so each row reads as one line of the printed table.
const D = '↓';
const U = '↑';

/**
 * GB/T 2828.1-2012 表 2-B 加严检验一次抽样方案（主表）, identical to ISO 2859-1:1999 Table 2-B. Letter S (样本量 3150)
 * has a plan only under AQL 0.025, reached by the ↓ of Q and R there; its other cells are blank (null). The one cell
 * where the sources compared disagree (A under AQL 10) is explained in docs/design/scm-quality-sampling.md.
 */
// prettier-ignore
export const TABLE_2B_TIGHTENED: SingleSamplingTable = {
  id: '2-B',
  title: '加严检验一次抽样方案（主表）',
  rows: [
    // AQL:                                     0.010    0.015    0.025    0.040    0.065     0.10     0.15     0.25     0.40     0.65      1.0      1.5      2.5      4.0      6.5       10       15       25       40       65      100      150      250      400      650     1000
    { letter: 'A', sampleSize:    2, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],[27, 28]] },
    { letter: 'B', sampleSize:    3, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],[27, 28],[41, 42]] },
    { letter: 'C', sampleSize:    5, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],[27, 28],[41, 42],       U] },
    { letter: 'D', sampleSize:    8, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],[27, 28],[41, 42],       U,       U] },
    { letter: 'E', sampleSize:   13, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],[27, 28],[41, 42],       U,       U,       U] },
    { letter: 'F', sampleSize:   20, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U] },
    { letter: 'G', sampleSize:   32, cells: [       D,       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'H', sampleSize:   50, cells: [       D,       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'J', sampleSize:   80, cells: [       D,       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'K', sampleSize:  125, cells: [       D,       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'L', sampleSize:  200, cells: [       D,       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'M', sampleSize:  315, cells: [       D,       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'N', sampleSize:  500, cells: [       D,       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'P', sampleSize:  800, cells: [       D,       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'Q', sampleSize: 1250, cells: [       D,  [0, 1],       D,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'R', sampleSize: 2000, cells: [  [0, 1],       U,       D,  [1, 2],  [2, 3],  [3, 4],  [5, 6],  [8, 9],[12, 13],[18, 19],       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U,       U] },
    { letter: 'S', sampleSize: 3150, cells: [    null,    null,  [1, 2],    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null,    null] },
  ],
};
