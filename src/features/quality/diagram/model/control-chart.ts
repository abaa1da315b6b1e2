import { SpcInputError, xbarR, type XbarR } from '@/entities/quality/spc';
import type { Measurements } from './diagram-types';

export interface ControlChart {
  stats: XbarR;
  /** Decimals to show the item's values with (its precision, one more for the statistics). */
  decimals: number;
}

/** The X̄-R statistics of the measurements (none when they cannot make a chart: the reason instead). */
export function controlChart(m: Measurements): ControlChart | { problem: string } {
  try {
    const stats = xbarR(
      m.subgroups.map((g) => g.values),
      { upper: m.upperLimit, lower: m.lowerLimit },
    );
    return { stats, decimals: (m.precision ?? 2) + 1 };
  } catch (error) {
    if (error instanceof SpcInputError) return { problem: error.message };
    throw error;
  }
}

const fixed = (n: number | null, decimals: number) => (n === null ? '—' : n.toFixed(decimals));

/** The X̄ chart in a sentence: centre line, limits, the subgroups outside, Cpk. */
export function xbarSentence(m: Measurements, chart: ControlChart): string {
  const { stats, decimals } = chart;
  const unit = m.uomSymbol ? ` ${m.uomSymbol}` : '';
  const out = stats.points.flatMap((p, i) => (p.meanOut ? [String(m.subgroups[i]?.no ?? i + 1)] : []));
  return (
    `${m.itemName} 均值图：${stats.points.length} 个子组，每组 ${stats.n} 个，` +
    `X̄̄ ${fixed(stats.grandMean, decimals)}${unit}，上控制限 ${fixed(stats.meanUcl, decimals)}，下控制限 ${fixed(stats.meanLcl, decimals)}；` +
    (out.length ? `超出控制限的子组：${out.join('、')}` : '没有超出控制限的子组') +
    `；Cpk ${fixed(stats.cpk, 2)}。`
  );
}

/** The R chart in a sentence. */
export function rangeSentence(m: Measurements, chart: ControlChart): string {
  const { stats, decimals } = chart;
  const out = stats.points.flatMap((p, i) => (p.rangeOut ? [String(m.subgroups[i]?.no ?? i + 1)] : []));
  return (
    `${m.itemName} 极差图：R̄ ${fixed(stats.meanRange, decimals)}，上控制限 ${fixed(stats.rangeUcl, decimals)}，` +
    `下控制限 ${fixed(stats.rangeLcl, decimals)}；` +
    (out.length ? `超出控制限的子组：${out.join('、')}` : '没有超出控制限的子组') +
    '。'
  );
}

export { fixed as statText };
