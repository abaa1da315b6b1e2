import type { MfgPqcRuleDetailData } from '@/shared/api';

type Rule = MfgPqcRuleDetailData;

export const INSPECT_TYPES: Record<Rule['inspectType'], string> = { FIRST: '首检', PATROL: '巡检', LAST: '末检' };
export const JUDGE_TYPES: Record<Rule['judgeType'], string> = { MEASURE: '计量', COUNT: '计数' };
/** 抽样频率 and the unit of its N (每班次 has none). */
export const FREQUENCIES: Record<Rule['frequencyType'], { label: string; unit: string | null }> = {
  PIECE: { label: '每 N 件', unit: '件' },
  HOUR: { label: '每 N 小时', unit: '小时' },
  SHIFT: { label: '每班次', unit: null },
};

const toOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, title]) => ({ value, title }));
export const inspectTypeOptions = toOptions(INSPECT_TYPES);
export const judgeTypeOptions = toOptions(JUDGE_TYPES);
export const frequencyOptions = Object.entries(FREQUENCIES).map(([value, { label }]) => ({ value, title: label }));

/** 每 50 件, 每 2 小时, 每班次. */
export function frequencyText({
  frequencyType,
  frequencyValue,
}: Pick<Rule, 'frequencyType' | 'frequencyValue'>): string {
  const unit = FREQUENCIES[frequencyType].unit;
  return unit ? `每 ${frequencyValue ?? 'N'} ${unit}` : '每班次';
}

/** The limits as read on a control plan: '0.10 ~ 0.15 mm（标准 0.12）', one side alone as ≥ or ≤. */
export function limitsText({
  lsl,
  usl,
  standardValue,
  unit,
}: Pick<Rule, 'lsl' | 'usl' | 'standardValue' | 'unit'>): string {
  const u = unit ? ` ${unit}` : '';
  const hasLsl = lsl !== null && lsl !== undefined;
  const hasUsl = usl !== null && usl !== undefined;
  const range = hasLsl && hasUsl ? `${lsl} ~ ${usl}${u}` : hasLsl ? `≥ ${lsl}${u}` : hasUsl ? `≤ ${usl}${u}` : '';
  const standard = standardValue !== null && standardValue !== undefined ? `标准 ${standardValue}${u}` : '';
  return range && standard ? `${range}（${standard}）` : range || standard;
}
