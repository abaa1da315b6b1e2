import type { Pareto, ParetoItem } from './diagram-types';

export interface ParetoBar extends ParetoItem {
  /** Share of all defects up to and including this one, %, one decimal. */
  cumulative: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The Pareto's bars, most first, with the cumulative percentage (the server sends quantities only): each bar adds its
 * quantity to the ones before it, over the period's total (the items' sum when the total is missing).
 */
export function paretoBars(pareto: Pareto): ParetoBar[] {
  const sorted = [...pareto.items].sort((a, b) => b.qty - a.qty);
  const total = pareto.total > 0 ? pareto.total : sorted.reduce((sum, item) => sum + item.qty, 0);
  let running = 0;
  return sorted.map((item) => {
    running += item.qty;
    return { ...item, cumulative: total > 0 ? oneDecimal((running / total) * 100) : 0 };
  });
}

/** The Pareto in a sentence for assistive technology. */
export function paretoSentence(bars: readonly ParetoBar[], total: number): string {
  if (bars.length === 0) return '缺陷柏拉图：所选区间没有缺陷记录。';
  const parts = bars.map((bar) => `${bar.defectName} ${bar.qty} 个（累计 ${bar.cumulative.toFixed(1)}%）`);
  return `缺陷柏拉图：共 ${total} 个缺陷，${parts.join('，')}。`;
}
