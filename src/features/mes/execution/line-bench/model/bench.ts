import type { MfgBenchOverviewData } from '@/shared/api';
import type { ChartOption } from '@/shared/ui/chart';

export type BenchOverview = MfgBenchOverviewData;
export type BenchTask = BenchOverview['tasks'][number];
export type BenchTaskState = BenchTask['state'];

/** How often the bench asks again while it is seen. */
export const BENCH_REFRESH_MS = 30_000;

export const TASK_STATES: Record<
  BenchTaskState,
  { label: string; badge: 'default' | 'processing' | 'warning' | 'success' }
> = {
  WAITING: { label: '待开工', badge: 'default' },
  RUNNING: { label: '生产中', badge: 'processing' },
  PAUSED: { label: '暂停', badge: 'warning' },
  DONE: { label: '已完成', badge: 'success' },
};

/** A task's progress in whole percent of its shift plan (100 at most; a plan of zero is 0). */
export const progressOf = (task: Pick<BenchTask, 'planQty' | 'doneQty'>) =>
  task.planQty > 0 ? Math.min(100, Math.round((task.doneQty / task.planQty) * 100)) : 0;

/** The chart's own words: what a screen reader hears instead of the picture. */
export function outputChartLabel(bench: BenchOverview): string {
  return `${bench.lineCode} ${bench.shiftName}计划与实际产量（按小时）：计划 ${bench.kpi.planQty} ${bench.unitName ?? ''}，实际 ${bench.kpi.actualQty} ${bench.unitName ?? ''}`;
}

/** Plan as a line, actual as bars, hour by hour; hours still to come have no bar. */
export function outputChartOption(bench: BenchOverview): ChartOption {
  const unit = bench.unitName ?? '';
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value) => (value == null ? '-' : `${String(value)} ${unit}`) },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 32, bottom: 24 },
    xAxis: { type: 'category', data: bench.hours.map((hour) => hour.hour) },
    yAxis: { type: 'value', minInterval: 1, name: unit },
    series: [
      { type: 'bar', name: '实际产量', barMaxWidth: 28, data: bench.hours.map((hour) => hour.actualQty ?? null) },
      {
        type: 'line',
        name: '计划产量',
        step: 'middle',
        showSymbol: false,
        data: bench.hours.map((hour) => hour.planQty),
      },
    ],
  };
}
