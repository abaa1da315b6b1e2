import { describe, expect, it } from 'vitest';
import { roadMapLayout, windowAround, type RoadMapProject } from './road-map';

const project = (id: string, phases: [string, string][]): RoadMapProject => ({
  id,
  no: `NPD-2026-0${id}`,
  title: `项目 ${id}`,
  projStatus: 'ONGOING',
  projPhaseCode: 'P1',
  projPhaseName: '概念',
  pmUserName: '高翔',
  startDate: phases[0]?.[0] ?? '2026-01-01',
  planEndDate: phases.at(-1)?.[1] ?? '2026-01-01',
  phases: phases.map(([startDate, endDate], i) => ({
    phaseCode: `P${i}`,
    phaseName: `阶段 ${i}`,
    startDate,
    endDate,
    phaseState: 'PLANNED',
  })),
});

describe('roadMapLayout', () => {
  it('spans whole months from the earliest start to the latest end, years grouping their months', () => {
    const layout = roadMapLayout(
      [
        project('11', [
          ['2026-11-16', '2027-01-15'],
          ['2027-01-18', '2027-02-05'],
        ]),
      ],
      '2026-11-27',
    );
    expect(layout.months.map((m) => `${m.year}-${m.month}`)).toEqual(['2026-11', '2026-12', '2027-1', '2027-2']);
    expect(layout.years.map((y) => y.year)).toEqual([2026, 2027]);
    // 2026-11 and 2026-12 are 61 of the axis' 120 days.
    expect(layout.years[0]?.width).toBeCloseTo((61 / 120) * 100);
    expect(layout.months[0]?.left).toBe(0);
    const [first, second] = layout.rows[0]?.spans ?? [];
    expect(first?.left).toBeCloseTo((15 / 120) * 100);
    // The end day counts: 11-16 to 01-15 is 61 days.
    expect(first?.width).toBeCloseTo((61 / 120) * 100);
    expect(second?.left).toBeCloseTo((78 / 120) * 100);
    expect(layout.today).toBeCloseTo((26 / 120) * 100);
  });

  it('cuts spans at a window and leaves out what falls outside; today outside the axis is not drawn', () => {
    const layout = roadMapLayout(
      [
        project('12', [
          ['2026-01-05', '2026-02-27'],
          ['2026-03-02', '2026-04-10'],
        ]),
      ],
      '2027-06-01',
      { from: '2026-03-01', to: '2026-04-01' },
    );
    expect(layout.months).toHaveLength(2);
    expect(layout.rows[0]?.spans.map((s) => s.phase.phaseCode)).toEqual(['P1']);
    expect(layout.rows[0]?.spans[0]?.left).toBeCloseTo((1 / 61) * 100);
    expect(layout.rows[0]?.spans[0]?.width).toBeCloseTo((40 / 61) * 100);
    expect(layout.today).toBeUndefined();
  });
});

describe('windowAround', () => {
  it('counts whole months back and on, across years', () => {
    expect(windowAround('2026-11-27', 3, 9)).toEqual({ from: '2026-08-01', to: '2027-08-01' });
    expect(windowAround('2026-02-10', 3, 0)).toEqual({ from: '2025-11-01', to: '2026-02-01' });
  });
});
