import type { PmProjFsiListData } from '@/shared/api';
import type { ChartOption } from '@/shared/ui/chart';

export type FsiLine = PmProjFsiListData[number];

/** The FSI cost categories in the order finance reports them. */
export const FSI_CATEGORIES = [
  { value: 'LABOR', title: '研发人工' },
  { value: 'SAMPLE', title: '样件' },
  { value: 'TOOLING', title: '模具工装' },
  { value: 'TEST', title: '认证测试' },
  { value: 'TRAVEL', title: '差旅' },
  { value: 'OTHER', title: '其他' },
] as const;

export const categoryTitle = (category: string) => FSI_CATEGORIES.find((c) => c.value === category)?.title ?? category;

/** Lines in the categories' order, so the table and the chart read the same way round. */
export function sortedLines(lines: readonly FsiLine[]): FsiLine[] {
  const rank = (c: string) => FSI_CATEGORIES.findIndex((x) => x.value === c);
  return [...lines].sort((a, b) => rank(a.category) - rank(b.category));
}

export interface FsiTotals {
  budget: number;
  actual: number;
  balance: number;
  /** Spent share of the budget in %, one decimal; null without a budget. */
  rate: number | null;
}

/** Sums in cents, so 0.1 + 0.2 adds up to what finance expects. */
export function fsiTotals(lines: readonly Pick<FsiLine, 'budget' | 'actual'>[]): FsiTotals {
  const cents = (n: number) => Math.round(n * 100);
  const budget = lines.reduce((s, l) => s + cents(l.budget), 0) / 100;
  const actual = lines.reduce((s, l) => s + cents(l.actual), 0) / 100;
  return { budget, actual, balance: (cents(budget) - cents(actual)) / 100, rate: spentRate(budget, actual) };
}

export function spentRate(budget: number, actual: number): number | null {
  return budget > 0 ? Math.round((actual / budget) * 1000) / 10 : null;
}

/** Budget beside actual per category, in 万元 (the axis would otherwise read in millions). */
export function fsiChartOption(lines: readonly FsiLine[]): ChartOption {
  const wan = (n: number) => Math.round(n / 100) / 100;
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['预算', '实际'] },
    grid: { left: 56, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: lines.map((l) => categoryTitle(l.category)) },
    yAxis: { type: 'value', name: '万元' },
    series: [
      { name: '预算', type: 'bar', data: lines.map((l) => wan(l.budget)) },
      { name: '实际', type: 'bar', data: lines.map((l) => wan(l.actual)) },
    ],
  };
}
