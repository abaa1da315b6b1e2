import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { metricParams } from '../model/metric-params';
import { RewRuleListPage } from './RewRuleListPage';

const form = declaredForm(RewRuleListPage);
const none = { rejectCount: null, lotWindow: null, periodDays: null, threshold: null, minLots: null };
// REW-001: 2 rejected of the last 5 lots per supplier × material, 警告, told to 刘洋 and 陈敏.
const rejects = {
  ...form.empty,
  code: 'REW-001',
  name: '连续批退预警',
  metric: 'REJECT_COUNT',
  dimension: 'SUPPLIER_MATERIAL',
  ...none,
  rejectCount: 2,
  lotWindow: 5,
  level: 'WARN',
  supplierIds: [],
  userIds: ['1716352000000000204', '1716352000000000205'],
  channels: ['SITE', 'DINGTALK'],
  silenceDays: 7,
};
const messages = (values: object) => {
  const result = form.schema.safeParse({ ...rejects, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('REW 规则 form rules', () => {
  it('asks for the metric’s own parameters (1017203)', () => {
    expect(messages({ rejectCount: null, lotWindow: null })).toEqual({
      rejectCount: '批退次数规则须填写不合格批数 N',
      lotWindow: '批退次数规则须填写最近批数 M',
    });
    expect(messages({ metric: 'LAR' })).toEqual({
      periodDays: '批合格率规则须填写统计天数',
      threshold: '批合格率规则须填写阈值',
      minLots: '批合格率规则须填写最少批数',
    });
    expect(messages({ metric: 'PPM', periodDays: 30 })).toEqual({ threshold: '不合格 PPM 规则须填写阈值' });
  });

  it('holds 1 ≤ N ≤ M ≤ 50 and a LAR threshold to a percentage', () => {
    expect(messages({ rejectCount: 6 })).toEqual({ rejectCount: '不合格批数 N 不能大于最近批数 M（5）' });
    expect(messages({ rejectCount: 0 })).toHaveProperty('rejectCount');
    expect(messages({ lotWindow: 51, rejectCount: 2 })).toHaveProperty('lotWindow');
    expect(messages({ rejectCount: 5 })).toEqual({});
    expect(messages({ metric: 'LAR', periodDays: 90, threshold: 170, minLots: 3 })).toEqual({
      threshold: '批合格率的阈值是百分数，不能大于 100',
    });
    expect(messages({ metric: 'PPM', periodDays: 30, threshold: 10000 })).toEqual({});
  });

  it('wants someone told, a channel, the level and the object', () => {
    expect(messages({ userIds: [], channels: [], level: '', dimension: '' })).toEqual({
      userIds: '请至少选择一名通知人',
      channels: '请至少选择一种通知方式',
      level: '请选择级别',
      dimension: '请选择统计对象',
    });
  });

  it('sends the parameters other metrics read as null', () => {
    // A rule first typed as 批退次数, then changed to LAR: N and M stay in the form, and go out null.
    const body = form.schema.parse({
      ...rejects,
      metric: 'LAR',
      dimension: 'SUPPLIER',
      periodDays: 90,
      threshold: 70,
      minLots: 3,
    });
    expect(metricParams(body)).toEqual({
      code: 'REW-001',
      name: '连续批退预警',
      metric: 'LAR',
      dimension: 'SUPPLIER',
      rejectCount: null,
      lotWindow: null,
      periodDays: 90,
      threshold: 70,
      minLots: 3,
      level: 'WARN',
      supplierIds: [],
      userIds: ['1716352000000000204', '1716352000000000205'],
      channels: ['SITE', 'DINGTALK'],
      silenceDays: 7,
      remark: null,
    });
    expect(metricParams({ ...none, metric: 'PPM', periodDays: 30, threshold: 10000, minLots: 3 })).toEqual({
      ...none,
      metric: 'PPM',
      periodDays: 30,
      threshold: 10000,
    });
  });
});
