import * as z from 'zod/mini';
import { ESW_LEVELS, ESW_METRICS, ESW_NOTIFY_WAYS, ESW_OPERATORS, ESW_PERIODS, optionsOf } from '@/entities/mes/esw';
import { requiredText } from '@/shared/lib/form-rules';
import { mfgEswRuleAddBodyFacts, type MfgEswRuleDetailData } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

const OPERATOR_WORDS: Record<keyof typeof ESW_OPERATORS, string> = {
  LT: '小于',
  LE: '小于等于',
  GT: '大于',
  GE: '大于等于',
};
export const operatorOptions = Object.entries(ESW_OPERATORS).map(([value, symbol]) => ({
  value,
  title: `${symbol} ${OPERATOR_WORDS[value as keyof typeof OPERATOR_WORDS]}`,
}));
export const notifyWayOptions = optionsOf(ESW_NOTIFY_WAYS);

export const eswRuleForm = defineForm(mfgEswRuleAddBodyFacts, {
  // A text input with the rule's sentence under it: typed, so trimmed like any text.
  name: { label: '规则名称', kind: 'custom', wide: true, rule: requiredText('规则名称', 64) },
  metric: { label: '监控指标', options: optionsOf(ESW_METRICS) },
  period: { label: '统计周期', options: optionsOf(ESW_PERIODS) },
  operator: { label: '条件', options: operatorOptions },
  threshold: { label: '阈值', kind: 'custom' },
  level: { label: '预警级别', options: optionsOf(ESW_LEVELS) },
  silenceMinutes: { label: '静默时间（分钟）', placeholder: '此时间内同一产线不重复预警' },
  lineIds: { label: '适用产线', kind: 'custom', wide: true },
  notifyUserIds: {
    label: '通知人',
    kind: 'custom',
    wide: true,
    rule: z.array(z.string()).check(z.minLength(1, '请选择通知人')),
  },
  notifyWays: {
    label: '通知方式',
    kind: 'custom',
    wide: true,
    rule: z.array(z.enum(['MSG', 'DINGTALK', 'EMAIL'])).check(z.minLength(1, '请至少选择一种通知方式')),
  },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type EswRuleFormValues = typeof eswRuleForm.empty;
export type EswRuleFormBody = z.output<typeof eswRuleForm.schema>;

/** A new rule notifies in the app, and keeps quiet an hour after it fired. */
export const emptyEswRule: EswRuleFormValues = { ...eswRuleForm.empty, notifyWays: ['MSG'], silenceMinutes: 60 };

export function eswRuleFormValues(r: MfgEswRuleDetailData): EswRuleFormValues {
  return {
    name: r.name,
    metric: r.metric,
    period: r.period,
    operator: r.operator,
    threshold: r.threshold,
    level: r.level,
    silenceMinutes: r.silenceMinutes,
    lineIds: [...r.lineIds],
    notifyUserIds: [...r.notifyUserIds],
    notifyWays: [...r.notifyWays],
    remark: r.remark ?? '',
  };
}
