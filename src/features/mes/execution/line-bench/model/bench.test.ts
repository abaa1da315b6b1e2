import { describe, expect, it } from 'vitest';
import { outputChartLabel, outputChartOption, progressOf, type BenchOverview } from './bench';

const bench = {
  lineId: '1716352000000001001',
  lineCode: 'ZZ-01',
  lineName: '总装一线',
  shiftName: '白班',
  shiftDate: '2026-11-26',
  shiftStart: '08:00',
  shiftEnd: '20:00',
  unitName: '台',
  refreshedAt: '2026-11-26 15:10:00',
  kpi: { planQty: 60, actualQty: 30, achieveRate: 83.8, passRate: 96.7, stopMinutes: 90 },
  hours: [
    { hour: '08:00', planQty: 5, actualQty: 5 },
    { hour: '09:00', planQty: 5, actualQty: null },
  ],
  tasks: [],
  stops: [],
  defects: [],
} satisfies BenchOverview;

describe('the line bench', () => {
  it('draws actual output as bars (none for hours to come) and the plan as a line', () => {
    const option = outputChartOption(bench);
    expect(option.series).toMatchObject([
      { type: 'bar', name: '实际产量', data: [5, null] },
      { type: 'line', name: '计划产量', data: [5, 5] },
    ]);
    expect(outputChartLabel(bench)).toBe('ZZ-01 白班计划与实际产量（按小时）：计划 60 台，实际 30 台');
  });

  it('counts a task’s progress against its shift plan, never above 100', () => {
    expect(progressOf({ planQty: 60, doneQty: 41 })).toBe(68);
    expect(progressOf({ planQty: 30, doneQty: 31 })).toBe(100);
    expect(progressOf({ planQty: 0, doneQty: 0 })).toBe(0);
  });
});
