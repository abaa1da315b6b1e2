import { describe, expect, it } from 'vitest';
import type { Pareto } from './diagram-types';
import { paretoBars, paretoSentence } from './pareto';

const item = (defectName: string, qty: number, defectClass: 'CR' | 'MAJ' | 'MIN' = 'MAJ') => ({
  defectId: '1716352000000542001',
  defectCode: `DF-${defectName}`,
  defectName,
  defectClass,
  qty,
  lots: 1,
});

// November (openapi/examples/scm/qmDiagramGetPareto.yaml): 9 defects.
const NOVEMBER: Pareto = {
  total: 9,
  items: [item('表面锈蚀', 4), item('插针弯曲', 3), item('划伤', 1, 'MIN'), item('丝印模糊', 1, 'MIN')],
};

describe('paretoBars', () => {
  it('adds up the cumulative percentage over the total, one decimal, ending at 100', () => {
    expect(paretoBars(NOVEMBER).map((b) => [b.defectName, b.qty, b.cumulative])).toEqual([
      ['表面锈蚀', 4, 44.4],
      ['插针弯曲', 3, 77.8],
      ['划伤', 1, 88.9],
      ['丝印模糊', 1, 100],
    ]);
  });

  it('orders the bars most first whatever order they come in', () => {
    const shuffled = { ...NOVEMBER, items: [...NOVEMBER.items].reverse() };
    expect(paretoBars(shuffled).map((b) => b.qty)).toEqual([4, 3, 1, 1]);
  });

  it('takes the items’ sum without a total, and has nothing for no defects', () => {
    expect(paretoBars({ total: 0, items: [item('a', 1), item('b', 3)] }).map((b) => b.cumulative)).toEqual([75, 100]);
    expect(paretoBars({ total: 0, items: [] })).toEqual([]);
  });

  it('says the chart in a sentence', () => {
    expect(paretoSentence(paretoBars(NOVEMBER), 9)).toBe(
      '缺陷柏拉图：共 9 个缺陷，表面锈蚀 4 个（累计 44.4%），插针弯曲 3 个（累计 77.8%），划伤 1 个（累计 88.9%），丝印模糊 1 个（累计 100.0%）。',
    );
    expect(paretoSentence([], 0)).toBe('缺陷柏拉图：所选区间没有缺陷记录。');
  });
});
