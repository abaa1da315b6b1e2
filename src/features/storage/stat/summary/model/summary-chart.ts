import { formatMoney } from '@/shared/lib/format';
import type { ChartOption } from '@/shared/ui/chart';
import type { SummaryLine, SummaryPeriod } from './summary-table';

/**
 * Stacked bars per period: 入 by type above zero, 出 by type below it (drawn negative, told positive), and 净变动 as a
 * line, so in, out and their difference read at once.
 */
export function summaryChartOption(lines: readonly SummaryLine[], periods: readonly SummaryPeriod[]): ChartOption {
  const typeSeries = lines
    .filter((l) => l.kind === 'type')
    .map((l) => ({
      name: `${l.direction === 'IN' ? '入' : '出'}：${l.title}`,
      type: 'bar' as const,
      stack: l.direction === 'IN' ? 'in' : 'out',
      barMaxWidth: 48,
      data: periods.map((p) => (l.direction === 'IN' ? 1 : -1) * (l.byPeriod[p.key]?.amount ?? 0)),
    }));
  const net = lines.find((l) => l.kind === 'net');
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${formatMoney(Math.abs(Number(v)))} 元` },
    legend: { top: 0, type: 'scroll', itemGap: 16 },
    grid: { left: 80, right: 24, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: periods.map((p) => p.label) },
    yAxis: { type: 'value', name: '金额（元）' },
    series: [
      ...typeSeries,
      {
        name: '净变动',
        type: 'line' as const,
        data: periods.map((p) => net?.byPeriod[p.key]?.amount ?? 0),
      },
    ],
  };
}

/** What the chart shows, for assistive technology: each period's in, out and net. */
export function summaryChartLabel(lines: readonly SummaryLine[], periods: readonly SummaryPeriod[]): string {
  const of = (kind: SummaryLine['kind'], direction?: 'IN' | 'OUT') =>
    lines.find((l) => l.kind === kind && (direction === undefined || l.direction === direction));
  const inLine = of('total', 'IN');
  const outLine = of('total', 'OUT');
  const net = of('net');
  return `各期间入库与出库金额：${periods
    .map(
      (p) =>
        `${p.label} 入 ${formatMoney(inLine?.byPeriod[p.key]?.amount ?? 0)} 元，出 ${formatMoney(outLine?.byPeriod[p.key]?.amount ?? 0)} 元，净 ${formatMoney(net?.byPeriod[p.key]?.amount ?? 0)} 元`,
    )
    .join('；')}`;
}
