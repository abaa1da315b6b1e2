import type { SysServerInfoData } from '@/shared/api';
import { convertSize } from '@/shared/lib/format';
import type { ChartOption } from '@/shared/ui/chart';

/** Bytes as GB with one decimal ('41.0 GB'): server figures are never below a gigabyte worth showing in MB. */
export function gigabytes(bytes: number): string {
  const size = convertSize(bytes, 'GB', 1);
  return size.ok ? size.text : `${bytes} B`;
}

/** Green under 70 %, amber to 90 %, red above: the level an operator acts on. */
export function loadColor(percent: number): string {
  if (percent >= 90) return '#cf1322';
  if (percent >= 70) return '#d46b08';
  return '#389e0d';
}

/** A half-ring gauge of one percentage. */
export function gaugeOption(name: string, percent: number): ChartOption {
  return {
    series: [
      {
        type: 'gauge',
        name,
        startAngle: 200,
        endAngle: -20,
        min: 0,
        max: 100,
        progress: { show: true, width: 14, itemStyle: { color: loadColor(percent) } },
        axisLine: { lineStyle: { width: 14 } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        title: { show: false },
        detail: {
          valueAnimation: false,
          offsetCenter: [0, '10%'],
          fontSize: 24,
          formatter: '{value}%',
          color: 'inherit',
        },
        data: [{ value: Math.round(percent * 10) / 10, name }],
      },
    ],
  };
}

/** CPU and memory over the last minutes, in percent. */
export function historyOption(history: SysServerInfoData['history']): ChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value) => `${String(value)}%` },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 32, bottom: 24 },
    xAxis: { type: 'category', data: history.map((point) => point.time), boundaryGap: false },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      { type: 'line', name: 'CPU', smooth: true, showSymbol: false, data: history.map((point) => point.cpu) },
      { type: 'line', name: '内存', smooth: true, showSymbol: false, data: history.map((point) => point.memory) },
    ],
  };
}
