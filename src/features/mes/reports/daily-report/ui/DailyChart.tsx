import { useMemo } from 'react';
import { Chart, type ChartOption } from '@/shared/ui/chart';
import { dailySeries, type DailyRow } from '../model/daily-report';

/** Plan vs output by day (bars) and the day's pass rate (line, right axis). */
export function DailyChart({ rows }: { rows: readonly DailyRow[] }) {
  const option = useMemo<ChartOption>(() => {
    const series = dailySeries(rows);
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['计划数', '完成数', '合格率'] },
      grid: { left: 48, right: 56, top: 56, bottom: 28 },
      xAxis: { type: 'category', data: series.days.map((d) => d.slice(5)) },
      yAxis: [
        { type: 'value', name: '数量' },
        { type: 'value', name: '合格率 %', min: (v: { min: number }) => Math.max(0, Math.floor(v.min - 2)), max: 100 },
      ],
      series: [
        { name: '计划数', type: 'bar', data: series.plan, barMaxWidth: 28 },
        { name: '完成数', type: 'bar', data: series.done, barMaxWidth: 28 },
        { name: '合格率', type: 'line', yAxisIndex: 1, data: series.passRate, smooth: true },
      ],
    };
  }, [rows]);
  return <Chart option={option} height={260} label="每日计划数与完成数（柱）及合格率（线）" />;
}
