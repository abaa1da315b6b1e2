import { describe, expect, it } from 'vitest';
import { otherPlanSampleSize, planSummary } from './plan-types';

// The plans of openapi/examples/scm/qmSamplingPage.yaml.
const none = { inspectionLevel: null, severity: null, aqlCr: null, aqlMaj: null, aqlMin: null };
const electronics = {
  planType: 'GB2828' as const,
  inspectionLevel: 'II' as const,
  severity: 'NORMAL' as const,
  aqlCr: 0,
  aqlMaj: 0.65,
  aqlMin: 1.5,
  sampleQty: null,
  samplePct: null,
  minSampleQty: null,
};
const fixed5 = { ...none, planType: 'FIXED' as const, sampleQty: 5, samplePct: null, minSampleQty: null };
const percent10 = { ...none, planType: 'PERCENT' as const, sampleQty: null, samplePct: 10, minSampleQty: 3 };
const full = { ...none, planType: 'FULL' as const, sampleQty: null, samplePct: null, minSampleQty: null };

describe('抽样方案 in one line', () => {
  it('names a GB/T 2828.1 plan’s level, severity and AQL per class as the tables print them', () => {
    expect(planSummary(electronics)).toBe('II · 正常 · CR 0 / MAJ 0.65 / MIN 1.5');
    expect(planSummary({ ...electronics, inspectionLevel: 'S-3', aqlMaj: 1, aqlMin: 4 })).toBe(
      'S-3 · 正常 · CR 0 / MAJ 1.0 / MIN 4.0',
    );
  });
  it('names the count, the share and its minimum, or 全检', () => {
    expect(planSummary(fixed5)).toBe('每批 5 件');
    expect(planSummary(percent10)).toBe('批量的 10%（最少 3 件）');
    expect(planSummary({ ...percent10, minSampleQty: null })).toBe('批量的 10%');
    expect(planSummary(full)).toBe('全检');
  });
});

describe('the sample of a plan that is not GB/T 2828.1’s', () => {
  it('takes the fixed count, never more than the lot', () => {
    expect(otherPlanSampleSize(fixed5, 48)).toBe(5);
    expect(otherPlanSampleSize(fixed5, 3)).toBe(3);
  });
  it('rounds the share up and keeps the minimum, never more than the lot', () => {
    expect(otherPlanSampleSize(percent10, 120)).toBe(12);
    expect(otherPlanSampleSize(percent10, 121)).toBe(13);
    expect(otherPlanSampleSize(percent10, 20)).toBe(3);
    expect(otherPlanSampleSize(percent10, 2)).toBe(2);
  });
  it('inspects the whole lot under 全检, and leaves GB/T 2828.1 plans to samplingPlan', () => {
    expect(otherPlanSampleSize(full, 400)).toBe(400);
    expect(otherPlanSampleSize(electronics, 500)).toBeUndefined();
  });
});
