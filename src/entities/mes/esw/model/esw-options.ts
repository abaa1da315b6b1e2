import type { MfgEswRuleDetailData } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

type Rule = MfgEswRuleDetailData;
export type EswMetric = Rule['metric'];
export type EswPeriod = Rule['period'];
export type EswOperator = Rule['operator'];
export type EswLevel = Rule['level'];

/** 监控指标 and the unit its threshold is written in. */
export const ESW_METRICS: Record<EswMetric, { label: string; unit: string }> = {
  FPY: { label: '一次合格率', unit: '%' },
  DEFECT_QTY: { label: '缺陷数', unit: '件' },
  STOP_MINUTES: { label: '停线时长', unit: '分钟' },
  ACHIEVE_RATE: { label: '达成率', unit: '%' },
  EQUIP_FAULT: { label: '设备故障次数', unit: '次' },
};

export const ESW_PERIODS: Record<EswPeriod, string> = { HOUR: '每小时', SHIFT: '每班次', DAY: '每天' };
export const ESW_OPERATORS: Record<EswOperator, string> = { LT: '<', LE: '≤', GT: '>', GE: '≥' };

/** 预警级别 with the tag colour of each (严重 red, 警告 orange, 提示 blue). */
export const ESW_LEVELS: Record<EswLevel, { label: string; color: string }> = {
  INFO: { label: '提示', color: 'blue' },
  WARN: { label: '警告', color: 'orange' },
  SEVERE: { label: '严重', color: 'red' },
};

export const ESW_NOTIFY_WAYS: Record<Rule['notifyWays'][number], string> = {
  MSG: '站内消息',
  DINGTALK: '钉钉',
  EMAIL: '邮件',
};

/** A label map as select options, in its declared order. */
export function optionsOf(labels: Record<string, string | { label: string }>): SearchOption[] {
  return Object.entries(labels).map(([value, label]) => ({
    value,
    title: typeof label === 'string' ? label : label.label,
  }));
}

/** A threshold or a value with its metric's unit: 95% but 30 分钟. */
export function withUnit(metric: EswMetric, value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const { unit } = ESW_METRICS[metric];
  return unit === '%' ? `${value}%` : `${value} ${unit}`;
}

export interface EswSentenceParts {
  lineNames: readonly string[];
  period: EswPeriod | '' | null;
  metric: EswMetric | '' | null;
  operator: EswOperator | '' | null;
  threshold: number | null;
  level: EswLevel | '' | null;
}

/**
 * The rule as a sentence: '总装一线 每小时 一次合格率 < 95% 时 发出 警告'. Parts not chosen yet read as '…' so the
 * sentence grows while the form is filled; no lines means every line.
 */
export function eswSentence({ lineNames, period, metric, operator, threshold, level }: EswSentenceParts): string {
  const lines = lineNames.length ? lineNames.join('、') : '全部产线';
  const value = metric && threshold !== null ? withUnit(metric, threshold) : '…';
  return [
    lines,
    period ? ESW_PERIODS[period] : '…',
    metric ? ESW_METRICS[metric].label : '…',
    operator ? ESW_OPERATORS[operator] : '…',
    value,
    '时 发出',
    level ? ESW_LEVELS[level].label : '…',
  ].join(' ');
}
