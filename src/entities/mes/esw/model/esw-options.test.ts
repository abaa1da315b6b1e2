import { describe, expect, it } from 'vitest';
import { eswSentence, withUnit } from './esw-options';

describe('eswSentence', () => {
  it('reads the rule as a sentence, with the metric’s unit', () => {
    expect(
      eswSentence({
        lineNames: ['总装一线'],
        period: 'HOUR',
        metric: 'FPY',
        operator: 'LT',
        threshold: 95,
        level: 'WARN',
      }),
    ).toBe('总装一线 每小时 一次合格率 < 95% 时 发出 警告');
    expect(
      eswSentence({
        lineNames: [],
        period: 'SHIFT',
        metric: 'STOP_MINUTES',
        operator: 'GT',
        threshold: 30,
        level: 'SEVERE',
      }),
    ).toBe('全部产线 每班次 停线时长 > 30 分钟 时 发出 严重');
  });

  it('marks what is not chosen yet', () => {
    expect(
      eswSentence({
        lineNames: ['总装一线', '总装二线'],
        period: '',
        metric: 'DEFECT_QTY',
        operator: null,
        threshold: null,
        level: '',
      }),
    ).toBe('总装一线、总装二线 … 缺陷数 … … 时 发出 …');
  });

  it('writes values with their unit', () => {
    expect(withUnit('DEFECT_QTY', 5)).toBe('5 件');
    expect(withUnit('ACHIEVE_RATE', 86.7)).toBe('86.7%');
  });
});
