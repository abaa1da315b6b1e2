import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { controlChart, rangeSentence, xbarSentence } from './control-chart';
import { initialLar, initialMeasurementForm, initialPareto, measurementBody } from './diagram-query';
import type { Measurements } from './diagram-types';
import { larSentence } from './lar-trend';

const today = dayjs('2026-11-29');

describe('the diagram conditions', () => {
  it('start with this month (Pareto), June–November by month (LAR), September–November in fours (control chart)', () => {
    expect(initialPareto(today)).toMatchObject({ dateFrom: '2026-11-01', dateTo: '2026-11-29' });
    expect(initialLar(today)).toMatchObject({ dateFrom: '2026-06-01', dateTo: '2026-11-29', granularity: 'MONTH' });
    expect(initialMeasurementForm(today)).toMatchObject({ range: ['2026-09-01', '2026-11-29'], subgroupSize: 4 });
  });

  it('send the control chart only with a check item and a material, subgroups of 2–10', () => {
    const form = initialMeasurementForm(today);
    expect(measurementBody(form)).toEqual({ problem: '请选择检验项目和物料' });
    expect(measurementBody({ ...form, itemId: '1716352000000540006' })).toEqual({ problem: '请选择检验项目和物料' });
    const chosen = { ...form, itemId: '1716352000000540006', materialId: '1716352000000400404' };
    expect(measurementBody({ ...chosen, subgroupSize: 11 })).toEqual({ problem: '子组大小应为 2–10' });
    expect(measurementBody(chosen)).toEqual({
      itemId: '1716352000000540006',
      materialId: '1716352000000400404',
      supplierId: null,
      dateFrom: '2026-09-01',
      dateTo: '2026-11-29',
      subgroupSize: 4,
    });
  });
});

describe('the chart sentences', () => {
  it('say the LAR trend by period', () => {
    expect(
      larSentence({
        granularity: 'MONTH',
        points: [
          { period: '2026-10', lots: 15, acceptedLots: 11, lar: 73.3 },
          { period: '2026-11', lots: 5, acceptedLots: 3, lar: 60 },
          { period: '2026-12', lots: 0, acceptedLots: 0, lar: null },
        ],
      }),
    ).toBe(
      '批合格率趋势（按月）：2026-10 73.3%（15 批合格 11 批），2026-11 60.0%（5 批合格 3 批），2026-12 无检验批。',
    );
  });

  it('say the control chart’s limits and the subgroups outside', () => {
    const m: Measurements = {
      itemId: '1',
      itemCode: 'CP-CAP',
      itemName: '电容量',
      uomSymbol: 'μF',
      precision: 2,
      materialCode: 'EL-C0805-10U',
      materialName: '贴片电容',
      upperLimit: 11,
      lowerLimit: 9,
      subgroupSize: 2,
      valueCount: 6,
      droppedCount: 0,
      subgroups: [
        [10, 10.2],
        [10.1, 10.1],
        [9.9, 10.1],
      ].map((values, i) => ({ no: i + 1, inspectionNo: 'IQC-1', batchNo: 'B1', time: '2026-11-25 10:00:00', values })),
    };
    const chart = controlChart(m);
    if ('problem' in chart) throw new Error(chart.problem);
    // X̄ = 10.1, 10.1, 10.0; R = 0.2, 0, 0.2: X̄̄ 10.067, R̄ 0.133, UCL 10.067 + 1.88 × 0.133 = 10.317;
    // σ = 0.133 / 1.128 = 0.118, Cpk = (11 − 10.067) / 3σ = 2.63 (the nearer limit).
    expect(xbarSentence(m, chart)).toBe(
      '电容量 均值图：3 个子组，每组 2 个，X̄̄ 10.067 μF，上控制限 10.317，下控制限 9.816；没有超出控制限的子组；Cpk 2.63。',
    );
    expect(rangeSentence(m, chart)).toBe(
      '电容量 极差图：R̄ 0.133，上控制限 0.436，下控制限 0.000；没有超出控制限的子组。',
    );
    expect(controlChart({ ...m, subgroups: m.subgroups.slice(0, 1) })).toEqual({
      problem: '至少需要 2 个子组才能计算控制限',
    });
  });
});
