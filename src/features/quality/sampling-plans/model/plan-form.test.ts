import { describe, expect, it } from 'vitest';
import { planBody, planEmpty, planProblems, planSchema, shownFor, type PlanValues } from './plan-form';

const issues = (values: PlanValues) => {
  const result = planSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const named = { ...planEmpty, code: 'SP-GB-II-P', name: '包装材料 一般水平 II' };

describe('抽样方案 form: the fields follow the plan type', () => {
  it('shows GB/T 2828.1 its level, severity, switching and AQLs; FIXED its 样本量; PERCENT its share and minimum; FULL none', () => {
    const parameters = [
      'inspectionLevel',
      'severity',
      'switching',
      'aqlCr',
      'aqlMaj',
      'aqlMin',
      'sampleQty',
      'samplePct',
      'minSampleQty',
    ];
    const shown = (type: string) => parameters.filter((field) => shownFor(type, field));
    expect(shown('GB2828')).toEqual(['inspectionLevel', 'severity', 'switching', 'aqlCr', 'aqlMaj', 'aqlMin']);
    expect(shown('FIXED')).toEqual(['sampleQty']);
    expect(shown('PERCENT')).toEqual(['samplePct', 'minSampleQty']);
    expect(shown('FULL')).toEqual([]);
    expect(['code', 'name', 'planType', 'remark'].every((field) => shownFor('FULL', field))).toBe(true);
  });

  it('asks a GB/T 2828.1 plan for each class AQL (0 is a choice: zero acceptance)', () => {
    expect(issues(named)).toEqual(['aqlMaj: 请选择严重缺陷 AQL', 'aqlMin: 请选择轻微缺陷 AQL']);
    expect(issues({ ...named, aqlCr: null, aqlMaj: 2.5, aqlMin: 4 })).toEqual([
      'aqlCr: 请选择致命缺陷 AQL（不允许致命缺陷选 0）',
    ]);
    expect(issues({ ...named, aqlMaj: 2.5, aqlMin: 4, inspectionLevel: '' })).toEqual([
      'inspectionLevel: 请选择检验水平',
    ]);
    expect(issues({ ...named, aqlMaj: 2.5, aqlMin: 4 })).toEqual([]);
  });

  it('asks FIXED for its 样本量 and PERCENT for a share above 0 with one decimal at most, whatever the other types hold', () => {
    expect(issues({ ...named, planType: 'FIXED' })).toEqual(['sampleQty: 固定数量方案须填写样本量']);
    expect(issues({ ...named, planType: 'FIXED', sampleQty: 5 })).toEqual([]);
    expect(issues({ ...named, planType: 'PERCENT' })).toEqual(['samplePct: 百分比方案须填写百分比']);
    expect(planProblems({ ...planBody({ ...named, planType: 'PERCENT' }), samplePct: 0 })).toEqual([
      { path: 'samplePct', message: '百分比须大于 0' },
    ]);
    expect(issues({ ...named, planType: 'PERCENT', samplePct: 2.55 })).toEqual(['samplePct: 百分比最多 1 位小数']);
    expect(issues({ ...named, planType: 'PERCENT', samplePct: 12.5 })).toEqual([]);
    expect(issues({ ...named, planType: 'FULL' })).toEqual([]);
  });

  it('sends the fields not of the type as null', () => {
    const typed = { ...named, aqlMaj: 1, aqlMin: 2.5, sampleQty: 5, samplePct: 10, minSampleQty: 3, remark: null };
    expect(planBody({ ...typed, planType: 'FIXED' })).toMatchObject({
      planType: 'FIXED',
      sampleQty: 5,
      inspectionLevel: null,
      severity: null,
      switching: null,
      aqlCr: null,
      aqlMaj: null,
      aqlMin: null,
      samplePct: null,
      minSampleQty: null,
    });
    expect(planBody({ ...typed, planType: 'GB2828' })).toMatchObject({
      inspectionLevel: 'II',
      severity: 'NORMAL',
      switching: true,
      aqlCr: 0,
      aqlMaj: 1,
      aqlMin: 2.5,
      sampleQty: null,
      samplePct: null,
      minSampleQty: null,
    });
    expect(planBody({ ...typed, planType: 'FULL' })).toMatchObject({
      switching: null,
      aqlCr: null,
      sampleQty: null,
      samplePct: null,
    });
  });
});
