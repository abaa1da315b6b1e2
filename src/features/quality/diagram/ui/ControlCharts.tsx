import { Alert, Descriptions, Flex, Tag } from 'antd';
import { useMemo } from 'react';
import { Chart, type ChartOption } from '@/shared/ui/chart';
import { controlChart, rangeSentence, statText, xbarSentence, type ControlChart } from '../model/control-chart';
import type { Measurements } from '../model/diagram-types';

const OUT = '#cf1322';

function limitChart(
  name: string,
  values: number[],
  outside: boolean[],
  lines: { label: string; value: number; dashed: boolean }[],
  categories: string[],
  decimals: number,
  description: string,
): ChartOption {
  return {
    aria: { enabled: true, label: { description } },
    tooltip: { trigger: 'axis', valueFormatter: (v) => (typeof v === 'number' ? v.toFixed(decimals) : String(v)) },
    grid: { left: 56, right: 96, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: categories, name: '子组' },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: (v: number) => v.toFixed(decimals - 1) } },
    series: [
      {
        name,
        type: 'line',
        data: values.map((value, i) =>
          outside[i] ? { value, symbolSize: 9, itemStyle: { color: OUT } } : { value, symbolSize: 6 },
        ),
        markLine: {
          silent: true,
          symbol: 'none',
          label: { position: 'end', formatter: '{b} {c}' },
          data: lines.map((line) => ({
            name: line.label,
            yAxis: Number(line.value.toFixed(decimals)),
            lineStyle: { type: line.dashed ? 'dashed' : 'solid', color: line.dashed ? OUT : '#389e0d' },
          })),
        },
      },
    ],
  };
}

function Figures({ m, chart }: { m: Measurements; chart: ControlChart }) {
  const { stats, decimals } = chart;
  const unit = m.uomSymbol ?? '';
  const cpkColor =
    stats.cpk === null ? undefined : stats.cpk >= 1.33 ? 'success' : stats.cpk >= 1 ? 'warning' : 'error';
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 4 }}
      items={[
        {
          key: 'groups',
          label: '子组',
          children: `${stats.points.length} 组 × ${stats.n} 个（共 ${m.valueCount} 个值，未用 ${m.droppedCount} 个）`,
        },
        {
          key: 'spec',
          label: '规格',
          children: `${statText(m.lowerLimit ?? null, decimals - 1)} – ${statText(m.upperLimit ?? null, decimals - 1)} ${unit}${m.standardCode ? `（${m.standardCode} V${m.standardVersion ?? ''}）` : ''}`,
        },
        { key: 'mean', label: 'X̄̄（总均值）', children: `${statText(stats.grandMean, decimals)} ${unit}` },
        {
          key: 'meanLimits',
          label: 'X̄ 控制限',
          children: `${statText(stats.meanLcl, decimals)} – ${statText(stats.meanUcl, decimals)}`,
        },
        { key: 'range', label: 'R̄（平均极差）', children: statText(stats.meanRange, decimals) },
        {
          key: 'rangeLimits',
          label: 'R 控制限',
          children: `${statText(stats.rangeLcl, decimals)} – ${statText(stats.rangeUcl, decimals)}`,
        },
        { key: 'sigma', label: 'σ（R̄/d₂）', children: statText(stats.sigma, decimals + 1) },
        { key: 'cp', label: 'Cp', children: statText(stats.cp, 2) },
        {
          key: 'cpk',
          label: 'Cpk',
          children: stats.cpk === null ? '—' : <Tag color={cpkColor}>{stats.cpk.toFixed(2)}</Tag>,
        },
      ]}
    />
  );
}

/** The X̄ and R charts of the measurements, their figures, and the points outside the limits in red. */
export function ControlCharts({ measurements: m }: { measurements: Measurements }) {
  const chart = useMemo(() => controlChart(m), [m]);
  const options = useMemo(() => {
    if ('problem' in chart) return null;
    const { stats, decimals } = chart;
    const categories = m.subgroups.map((g) => String(g.no));
    const xbar = xbarSentence(m, chart);
    const range = rangeSentence(m, chart);
    return {
      xbar,
      range,
      xbarOption: limitChart(
        'X̄',
        stats.points.map((p) => p.mean),
        stats.points.map((p) => p.meanOut),
        [
          { label: 'UCL', value: stats.meanUcl, dashed: true },
          { label: 'CL', value: stats.grandMean, dashed: false },
          { label: 'LCL', value: stats.meanLcl, dashed: true },
        ],
        categories,
        decimals,
        xbar,
      ),
      rangeOption: limitChart(
        'R',
        stats.points.map((p) => p.range),
        stats.points.map((p) => p.rangeOut),
        [
          { label: 'UCL', value: stats.rangeUcl, dashed: true },
          { label: 'CL', value: stats.meanRange, dashed: false },
          ...(stats.rangeLcl > 0 ? [{ label: 'LCL', value: stats.rangeLcl, dashed: true }] : []),
        ],
        categories,
        decimals,
        range,
      ),
    };
  }, [chart, m]);

  if ('problem' in chart || !options)
    return <Alert type="warning" showIcon title={'problem' in chart ? chart.problem : ''} />;
  return (
    <Flex vertical gap={8}>
      <div>
        {m.materialCode} {m.materialName}
        {m.supplierName ? ` · ${m.supplierName}` : ''} · {m.itemName}
        {m.uomSymbol ? `（${m.uomSymbol}）` : ''}
      </div>
      <Figures m={m} chart={chart} />
      <Chart option={options.xbarOption} height={240} label={options.xbar} />
      <Chart option={options.rangeOption} height={200} label={options.range} />
    </Flex>
  );
}
