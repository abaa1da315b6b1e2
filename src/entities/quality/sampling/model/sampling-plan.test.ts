import { describe, expect, it } from 'vitest';
import { aqlLabel, samplingInputProblem, samplingPlan, SamplingInputError } from './sampling-plan';
import type { InspectionLevel, SamplingInput, Severity } from './types';

const plan = (lotSize: number, level: InspectionLevel, severity: Severity, aql: number) =>
  samplingPlan({ lotSize, level, severity, aql });

describe('samplingPlan', () => {
  it('answers the issue example: 批量 500, II, 正常, AQL 1.5 → H, 50, Ac 2, Re 3', () => {
    expect(plan(500, 'II', 'NORMAL', 1.5)).toEqual({
      codeLetter: 'H',
      planLetter: 'H',
      table: '2-A',
      tableSampleSize: 50,
      sampleSize: 50,
      ac: 2,
      re: 3,
      fullInspection: false,
    });
  });

  it('follows an arrow to the plan below, whose sample size it takes, and says so', () => {
    const result = plan(500, 'II', 'NORMAL', 0.65);
    expect(result).toMatchObject({ codeLetter: 'H', planLetter: 'J', arrow: '↓', sampleSize: 80, ac: 1, re: 2 });
    expect(result.note).toBe('字码 H 在 AQL 0.65 处为 ↓，按箭头下第一个方案：字码 J，样本量 80');
  });

  it('follows an arrow up to a smaller sample', () => {
    expect(plan(500, 'II', 'NORMAL', 0.4)).toMatchObject({ planLetter: 'G', arrow: '↑', sampleSize: 32, ac: 0, re: 1 });
  });

  it('inspects the whole lot when the sample size reaches it: 批量 10, II, AQL 1.0 → 全检', () => {
    const result = plan(10, 'II', 'NORMAL', 1.0);
    expect(result).toMatchObject({
      codeLetter: 'B',
      planLetter: 'E',
      tableSampleSize: 13,
      sampleSize: 10,
      ac: 0,
      re: 1,
      fullInspection: true,
    });
    expect(result.note).toContain('样本量 13 不小于批量 10，全检：检验全部 10 件');
  });

  it('does not inspect a lot of 10 in full when its plan samples fewer (AQL 1.5 → D, 8)', () => {
    expect(plan(10, 'II', 'NORMAL', 1.5)).toMatchObject({ planLetter: 'D', sampleSize: 8, fullInspection: false });
  });

  it('calls a sample equal to the lot 全检', () => {
    expect(plan(8, 'II', 'NORMAL', 1.5)).toMatchObject({ sampleSize: 8, fullInspection: true });
  });

  it('reads the tightened and reduced tables with their own sample sizes', () => {
    expect(plan(500, 'II', 'TIGHTENED', 1.5)).toMatchObject({
      table: '2-B',
      planLetter: 'H',
      sampleSize: 50,
      ac: 1,
      re: 2,
    });
    expect(plan(500, 'II', 'REDUCED', 1.5)).toMatchObject({
      table: '2-C',
      planLetter: 'H',
      sampleSize: 20,
      ac: 1,
      re: 2,
    });
    expect(plan(2000, 'II', 'REDUCED', 1.0)).toMatchObject({ codeLetter: 'K', sampleSize: 50, ac: 2, re: 3 });
  });

  it('reaches letter S (3150) only through 表 2-B under AQL 0.025', () => {
    expect(plan(600000, 'III', 'TIGHTENED', 0.025)).toMatchObject({
      codeLetter: 'R',
      planLetter: 'S',
      sampleSize: 3150,
      ac: 1,
      re: 2,
    });
    expect(plan(600000, 'III', 'NORMAL', 0.025)).toMatchObject({ planLetter: 'R', sampleSize: 2000, ac: 1, re: 2 });
  });

  it('treats AQL 0 as none allowed: the code letter’s own sample, Ac 0, Re 1, with the note', () => {
    const result = plan(3000, 'II', 'NORMAL', 0);
    expect(result).toMatchObject({
      codeLetter: 'K',
      planLetter: 'K',
      sampleSize: 125,
      ac: 0,
      re: 1,
      fullInspection: false,
    });
    expect(result.arrow).toBeUndefined();
    expect(result.note).toBe(
      'AQL 0 不在 GB/T 2828.1 的表中：按字码 K 的样本量 125 抽样，出现 1 个即拒收（Ac 0，Re 1）',
    );
    expect(plan(3000, 'II', 'REDUCED', 0)).toMatchObject({ sampleSize: 50, ac: 0, re: 1 });
    expect(plan(5, 'II', 'NORMAL', 0)).toMatchObject({ codeLetter: 'A', sampleSize: 2, fullInspection: false });
    expect(plan(2, 'II', 'NORMAL', 0)).toMatchObject({ sampleSize: 2, fullInspection: true });
  });

  it('notes that an AQL above 10 counts nonconformities per 100 units', () => {
    expect(plan(500, 'II', 'NORMAL', 25).note).toBe('AQL 大于 10 只用于每百单位不合格数');
  });

  it('inspects a lot of 1 in full, from the first band of 表 1', () => {
    expect(plan(1, 'II', 'NORMAL', 6.5)).toMatchObject({ codeLetter: 'A', sampleSize: 1, fullInspection: true });
  });
});

describe('refusals', () => {
  const good: SamplingInput = { lotSize: 500, level: 'II', severity: 'NORMAL', aql: 1.5 };

  it.each([0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses lot size %s', (lotSize) => {
    expect(samplingInputProblem({ ...good, lotSize })).toEqual({ field: 'lotSize', message: '批量须为正整数' });
  });

  it('refuses an AQL that is not in the standard’s series', () => {
    expect(samplingInputProblem({ ...good, aql: 2 })?.message).toBe(
      'AQL 2 不在 GB/T 2828.1 的 AQL 系列中（0.010～1000），或填 0 表示不允许出现',
    );
  });

  it('refuses an unknown level or severity', () => {
    expect(samplingInputProblem({ ...good, level: 'IV' as InspectionLevel })).toEqual({
      field: 'level',
      message: '检验水平须为 S-1、S-2、S-3、S-4、I、II、III 之一',
    });
    expect(samplingInputProblem({ ...good, severity: 'STRICT' as Severity })?.message).toBe(
      '严格度须为正常、加严或放宽',
    );
  });

  it('throws the refusal from samplingPlan, naming the field', () => {
    expect(() => samplingPlan({ ...good, lotSize: 0 })).toThrow(SamplingInputError);
    try {
      samplingPlan({ ...good, aql: 3 });
    } catch (error) {
      expect(error).toBeInstanceOf(SamplingInputError);
      expect((error as SamplingInputError).field).toBe('aql');
    }
    expect(samplingInputProblem(good)).toBeUndefined();
  });
});

describe('aqlLabel', () => {
  it('prints AQL as the tables do', () => {
    expect([0.01, 0.1, 1, 1.5, 10, 1000].map(aqlLabel)).toEqual(['0.010', '0.10', '1.0', '1.5', '10', '1000']);
  });
});
