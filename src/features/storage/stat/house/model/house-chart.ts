import { formatMoney } from '@/shared/lib/format';
import type { ChartOption } from '@/shared/ui/chart';
import type { HouseStatRow, StatNode, StatView } from './house-stats';

/**
 * 金额 as stacked bars: a bar per warehouse stacked by group (按仓库), or a bar per group stacked by warehouse
 * (按物料组). Each series' item carries the node's ids in its name order, so a click drills into 库存明细.
 */
export function houseChartOption(
  nodes: readonly StatNode[],
  rows: readonly HouseStatRow[],
  view: StatView,
): ChartOption {
  const stackNames = [...new Set(rows.map((r) => (view === 'house' ? r.materialGroupName : r.houseName)))];
  const series = stackNames.map((stack) => ({
    name: stack,
    type: 'bar' as const,
    stack: 'amount',
    barMaxWidth: 56,
    data: nodes.map((n) => n.children?.find((c) => c.name === stack)?.amount ?? 0),
  }));
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${formatMoney(Number(v))} 元` },
    legend: { top: 0, type: 'scroll', itemGap: 16 },
    grid: { left: 80, right: 24, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: nodes.map((n) => n.name) },
    yAxis: { type: 'value', name: '金额（元）' },
    series,
  };
}

/** What the chart shows, for assistive technology: each bar's total. */
export function houseChartLabel(nodes: readonly StatNode[], view: StatView): string {
  const by = view === 'house' ? '各仓库' : '各物料组';
  return `${by}库存金额：${nodes.map((n) => `${n.name} ${formatMoney(n.amount)} 元`).join('，')}`;
}
