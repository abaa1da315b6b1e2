import type {
  BarSeriesOption,
  FunnelSeriesOption,
  GaugeSeriesOption,
  GraphSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
} from 'echarts/charts';
import type {
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/**
 * What a screen may draw: the series and components registered in `EChart.tsx`, nothing else (an option naming
 * another series type is a compile error, not a blank chart). Type-only: echarts itself loads with the chart.
 */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | FunnelSeriesOption
  | GaugeSeriesOption
  | GraphSeriesOption
  | DatasetComponentOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | TitleComponentOption
  | TooltipComponentOption
>;

/** A click on a data item: the series and the item's name and value, for drill-downs. */
export interface ChartItemClick {
  seriesName: string | undefined;
  name: string;
  value: unknown;
  dataIndex: number;
  /** A graph's item: 'node' or 'edge' (other series leave it unset). */
  dataType?: string | undefined;
}
