import { describe, expect, it } from 'vitest';
import { phaseBarOption, taskPieOption } from './workbench-charts';

describe('workbench charts', () => {
  it('stacks each phase by the states that occur, in phase order', () => {
    const option = phaseBarOption([
      {
        phaseCode: 'P2',
        phaseName: '计划',
        count: 2,
        byStatus: [
          { projStatus: 'ONGOING', count: 1 },
          { projStatus: 'PAUSED', count: 1 },
        ],
      },
      { phaseCode: 'P3', phaseName: '设计开发', count: 1, byStatus: [{ projStatus: 'ONGOING', count: 1 }] },
    ]);
    expect(option.xAxis).toMatchObject({ data: ['计划\nP2', '设计开发\nP3'] });
    expect(option.aria).toEqual({
      enabled: true,
      label: { description: '各阶段项目数：计划（P2）2 个，设计开发（P3）1 个' },
    });
    const series = option.series as { name: string; data: number[] }[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['进行中', [1, 1]],
      ['暂停', [1, 0]],
    ]);
  });

  it('names my task states in Chinese and totals them', () => {
    const option = taskPieOption([
      { taskState: 'IN_PROGRESS', count: 6 },
      { taskState: 'DONE', count: 9 },
    ]);
    expect(option.title).toMatchObject({ text: '15' });
    expect(option.aria).toEqual({
      enabled: true,
      label: { description: '我的任务按状态分布：共 15 项，进行中 6 项，已完成 9 项' },
    });
    const [pie] = option.series as { data: { name: string; value: number }[] }[];
    expect(pie?.data.map((d) => [d.name, d.value])).toEqual([
      ['进行中', 6],
      ['已完成', 9],
    ]);
  });
});
