import type { LarTrend } from './diagram-types';

/** The LAR trend in a sentence for assistive technology. */
export function larSentence(trend: LarTrend): string {
  const by = trend.granularity === 'WEEK' ? '按周' : '按月';
  if (trend.points.length === 0) return `批合格率趋势（${by}）：所选区间没有检验批。`;
  const parts = trend.points.map((p) =>
    p.lar === null || p.lar === undefined
      ? `${p.period} 无检验批`
      : `${p.period} ${p.lar.toFixed(1)}%（${p.lots} 批合格 ${p.acceptedLots} 批）`,
  );
  return `批合格率趋势（${by}）：${parts.join('，')}。`;
}
