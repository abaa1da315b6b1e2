import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './EChart';

// echarts (~130 KB gzipped with these series) loads with the first chart a screen draws, never in the first load.
const EChart = lazy(() => import('./EChart'));

export type ChartProps = EChartProps;

/** A chart (bar, line, pie, funnel, gauge, graph) from an ECharts option; the library loads on first use. */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
