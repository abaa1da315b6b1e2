import { BarChart, FunnelChart, GaugeChart, GraphChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as registerParts, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartItemClick, ChartOption } from './chart-option';

// Only what ChartOption allows is registered: the chunk holds these series, not the whole of echarts.
registerParts([
  BarChart,
  LineChart,
  PieChart,
  FunnelChart,
  GaugeChart,
  GraphChart,
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, for assistive technology (the drawing itself is not readable). */
  label: string;
  onItemClick?: ((item: ChartItemClick) => void) | undefined;
}

/**
 * One ECharts instance on an SVG surface (crisp at any zoom, text selectable), Chinese locale, resized with its box,
 * disposed on unmount. A new option replaces the old one whole, so a series that went away is not left drawn.
 */
export default function EChart({ option, height, label, onItemClick }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const click = useRef(onItemClick);
  useEffect(() => {
    click.current = onItemClick;
  }, [onItemClick]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, undefined, { renderer: 'svg', locale: 'ZH' });
    chart.current = instance;
    instance.on('click', (params) => {
      click.current?.({
        seriesName: params.seriesName,
        name: params.name,
        value: params.value,
        dataIndex: params.dataIndex,
        dataType: params.dataType,
      });
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ aria: { enabled: true }, animation: !reducedMotion(), ...option }, { notMerge: true });
  }, [option]);

  // ECharts' aria writes its own description on the box it draws in: the label sits on a wrapper it never touches.
  return (
    <div role="img" aria-label={label}>
      <div ref={box} style={{ width: '100%', height }} />
    </div>
  );
}

/** Honour the system's reduced-motion setting, as the app's theme does. */
function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
