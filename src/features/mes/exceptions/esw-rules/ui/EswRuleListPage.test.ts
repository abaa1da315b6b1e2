import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { EswRuleListPage } from './EswRuleListPage';

const { empty: emptyEswRule, schema } = declaredForm(EswRuleListPage);

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('ESW 预警规则 form rules', () => {
  it('needs name, metric, period, condition, threshold, level, a notified person and a way, in Chinese', () => {
    expect(messages(schema.safeParse({ ...emptyEswRule, notifyWays: [] }))).toMatchObject({
      name: '请输入规则名称',
      metric: '请选择监控指标',
      period: '请选择统计周期',
      operator: '请选择条件',
      threshold: '请输入阈值',
      level: '请选择预警级别',
      notifyUserIds: '请选择通知人',
      notifyWays: '请至少选择一种通知方式',
    });
  });

  it('keeps the silence within a day', () => {
    expect(messages(schema.safeParse({ ...emptyEswRule, silenceMinutes: 1500 })).silenceMinutes).toContain(
      '静默时间（分钟）',
    );
  });

  it('sends exactly the body: no lines means every line, an empty remark is null', () => {
    const values = {
      ...emptyEswRule,
      name: ' 总装一线一次合格率预警 ',
      metric: 'FPY',
      period: 'HOUR',
      operator: 'LT',
      threshold: 95,
      level: 'WARN',
      notifyUserIds: ['1716352000000000201'],
    };
    expect(schema.safeParse(values).data).toEqual({
      ...values,
      name: '总装一线一次合格率预警',
      lineIds: [],
      notifyWays: ['MSG'],
      silenceMinutes: 60,
      remark: null,
    });
  });
});
