import { describe, expect, it } from 'vitest';
import { rewRuleSentence, type RewRuleFacts } from './rew-sentence';

const none = { rejectCount: null, lotWindow: null, periodDays: null, threshold: null, minLots: null };

describe('REW 规则 as a sentence', () => {
  it('reads REW-001: 2 of the last 5 lots per supplier × material', () => {
    const rule: RewRuleFacts = {
      ...none,
      metric: 'REJECT_COUNT',
      dimension: 'SUPPLIER_MATERIAL',
      rejectCount: 2,
      lotWindow: 5,
      level: 'WARN',
    };
    expect(rewRuleSentence(rule)).toBe('供应商 × 物料最近 5 批中不合格 ≥ 2 批 → 警告');
  });

  it('reads REW-002 (LAR with its lots) and REW-003 (PPM)', () => {
    expect(
      rewRuleSentence({
        ...none,
        metric: 'LAR',
        dimension: 'SUPPLIER',
        periodDays: 90,
        threshold: 70,
        minLots: 3,
        level: 'CRITICAL',
      }),
    ).toBe('供应商近 90 天批合格率 < 70%（至少 3 批）→ 严重');
    expect(
      rewRuleSentence({
        ...none,
        metric: 'PPM',
        dimension: 'SUPPLIER',
        periodDays: 30,
        threshold: 10000,
        level: 'WARN',
      }),
    ).toBe('供应商近 30 天不合格 PPM > 10000 → 警告');
  });

  it('reads a material rule at 提示, and names a parameter the record lacks', () => {
    expect(
      rewRuleSentence({
        ...none,
        metric: 'REJECT_COUNT',
        dimension: 'MATERIAL',
        rejectCount: 3,
        lotWindow: 10,
        level: 'INFO',
      }),
    ).toBe('物料最近 10 批中不合格 ≥ 3 批 → 提示');
    expect(rewRuleSentence({ ...none, metric: 'PPM', dimension: 'MATERIAL', periodDays: 30, level: 'INFO' })).toBe(
      '物料近 30 天不合格 PPM > ? → 提示',
    );
  });
});
