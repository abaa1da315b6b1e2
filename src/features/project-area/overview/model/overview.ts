import { RIO_LEVELS, RIO_TYPES } from '@/entities/project';
import type { PmProjStatisticData } from '@/shared/api';
import type { ChartOption } from '@/shared/ui/chart';

export type ProjStatistic = PmProjStatisticData;
export type PhaseProgress = ProjStatistic['phases'][number];

/** The stage-gate steps: done, the current one (highlighted), the ones to come. */
export function phaseStepStatus(phase: PhaseProgress): 'finish' | 'process' | 'wait' {
  return phase.phaseState === 'DONE' ? 'finish' : phase.phaseState === 'CURRENT' ? 'process' : 'wait';
}

/** A key date's state: 已完成 (late or not), 已逾期 (past, not done, against `today`), or 未到期. */
export function keyDateState(
  item: ProjStatistic['keyDates'][number],
  today: string,
): { text: string; status: 'success' | 'warning' | 'error' | 'default' } {
  if (item.actualDate)
    return item.actualDate > item.planDate
      ? { text: `延期完成 ${item.actualDate}`, status: 'warning' }
      : { text: `已完成 ${item.actualDate}`, status: 'success' };
  if (item.planDate < today) return { text: '已逾期', status: 'error' };
  return { text: '未到期', status: 'default' };
}

/** Open RIO by type (rows) and level (stacked bars), so 高 stands out in each type. */
export function rioChartOption(rio: ProjStatistic['rioByType']): ChartOption {
  const typeTitle = (t: string) => RIO_TYPES.find((x) => x.value === t)?.title ?? t;
  const levels = [
    { key: 'high', level: 'H', color: '#cf1322' },
    { key: 'medium', level: 'M', color: '#d46b08' },
    { key: 'low', level: 'L', color: '#1677ff' },
  ] as const;
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: levels.map((l) => `${RIO_LEVELS.find((x) => x.value === l.level)?.title ?? l.level}等级`) },
    grid: { left: 40, right: 16, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: rio.map((r) => typeTitle(r.rioType)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: levels.map((l) => ({
      name: `${RIO_LEVELS.find((x) => x.value === l.level)?.title ?? l.level}等级`,
      type: 'bar' as const,
      stack: 'level',
      itemStyle: { color: l.color },
      data: rio.map((r) => r[l.key]),
    })),
  };
}

/** Spent share of the budget in % (one decimal), null without a budget. */
export function budgetRate(statistic: Pick<ProjStatistic, 'budgetAmount' | 'actualAmount'>): number | null {
  return statistic.budgetAmount > 0 ? Math.round((statistic.actualAmount / statistic.budgetAmount) * 1000) / 10 : null;
}

/** The spent share as a gauge (a spend over the budget shows past 100 in red). */
export function budgetGaugeOption(rate: number | null): ChartOption {
  const value = rate ?? 0;
  return {
    series: [
      {
        type: 'gauge',
        radius: '92%',
        center: ['50%', '58%'],
        min: 0,
        max: Math.max(100, Math.ceil(value / 10) * 10),
        progress: { show: true, width: 16, roundCap: true, itemStyle: { color: value > 100 ? '#cf1322' : '#1677ff' } },
        axisLine: { roundCap: true, lineStyle: { width: 16 } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        title: { show: true, offsetCenter: [0, '32%'], fontSize: 13 },
        detail: {
          valueAnimation: false,
          offsetCenter: [0, '-4%'],
          fontSize: 28,
          fontWeight: 600,
          formatter: rate === null ? '—' : '{value}%',
        },
        data: [{ value, name: '预算执行率' }],
      },
    ],
  };
}
