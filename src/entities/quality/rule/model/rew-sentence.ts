import { REW_DIMENSIONS, WARN_LEVELS, type RewRuleRow } from './rule-labels';

/** What the sentence reads of a rule: its metric, object, parameters and level. */
export type RewRuleFacts = Pick<
  RewRuleRow,
  'metric' | 'dimension' | 'rejectCount' | 'lotWindow' | 'periodDays' | 'threshold' | 'minLots' | 'level'
>;

// A parameter the metric needs but the record lacks is shown as such, not as 'null'.
const n = (value: number | null | undefined) => (value === null || value === undefined ? '?' : String(value));

/**
 * A REW rule as a sentence (docs/design/scm-quality.md → REW 规则):
 * 供应商 × 物料最近 5 批中不合格 ≥ 2 批 → 警告; 供应商近 90 天批合格率 < 70%（至少 3 批）→ 严重;
 * 供应商近 30 天不合格 PPM > 10000 → 警告.
 */
export function rewRuleSentence(rule: RewRuleFacts): string {
  const object = REW_DIMENSIONS[rule.dimension];
  const level = WARN_LEVELS[rule.level].label;
  switch (rule.metric) {
    case 'REJECT_COUNT':
      return `${object}最近 ${n(rule.lotWindow)} 批中不合格 ≥ ${n(rule.rejectCount)} 批 → ${level}`;
    case 'LAR':
      return `${object}近 ${n(rule.periodDays)} 天批合格率 < ${n(rule.threshold)}%（至少 ${n(rule.minLots)} 批）→ ${level}`;
    case 'PPM':
      return `${object}近 ${n(rule.periodDays)} 天不合格 PPM > ${n(rule.threshold)} → ${level}`;
  }
}
