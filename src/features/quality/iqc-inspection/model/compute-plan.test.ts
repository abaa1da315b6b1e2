import { describe, expect, it } from 'vitest';
import { computePlan, type InspectionPrepare } from './compute-plan';

/** The prepare example of IQA-20261126-0007 (11-26 13:30): QS-IQC-CN V2, SP-GB-II-E, normal, 3000 connectors. */
const connectors = {
  inspectMode: 'SAMPLE',
  samplingPlan: {
    id: '1716352000000544001',
    code: 'SP-GB-II-E',
    planType: 'GB2828',
    inspectionLevel: 'II',
    severity: 'NORMAL',
    switching: true,
    aqlCr: 0,
    aqlMaj: 0.65,
    aqlMin: 1.5,
    sampleQty: null,
    samplePct: null,
    minSampleQty: null,
  },
  binding: { minCheckQty: 20, crRate: 0, majRate: 1, minRate: 3 },
  switching: { severity: 'NORMAL', stopped: false, score: 3, reason: '正常检验' },
} as unknown as InspectionPrepare;

describe('the plan of a lot, computed as 开始检验 sends it', () => {
  it('GB/T 2828.1 II normal, 3000 → K 125, per class Ac/Re of its AQL (AQL 0 → 0/1)', () => {
    const { plan, basis } = computePlan(connectors, 3000, null);
    expect(plan).toEqual({
      planType: 'GB2828',
      inspectionLevel: 'II',
      severity: 'NORMAL',
      codeLetter: 'K',
      sampleQty: 125,
      sampleUomName: null,
      classes: [
        { defectClass: 'CR', aql: 0, ac: 0, re: 1 },
        { defectClass: 'MAJ', aql: 0.65, ac: 2, re: 3 },
        { defectClass: 'MIN', aql: 1.5, ac: 5, re: 6 },
      ],
    });
    expect(basis).toBe('GB/T 2828.1 一般检验水平 II，正常检验，批量 3000 → 样本字码 K，样本量 125');
  });

  it('the switching state severity when the plan switches: tightened takes 表 2-B', () => {
    const tightened = { ...connectors, switching: { ...connectors.switching, severity: 'TIGHTENED' } };
    const { plan } = computePlan(tightened as InspectionPrepare, 3000, null);
    expect(plan.severity).toBe('TIGHTENED');
    expect(plan.classes.find((c) => c.defectClass === 'MAJ')).toEqual({ defectClass: 'MAJ', aql: 0.65, ac: 1, re: 2 });
  });

  it('never below the binding 最低检测数, never above the lot', () => {
    const strict = { ...connectors, binding: { ...connectors.binding, minCheckQty: 200 } } as InspectionPrepare;
    const raised = computePlan(strict, 3000, null);
    expect(raised.plan.sampleQty).toBe(200);
    expect(raised.plan.classes.find((c) => c.defectClass === 'MAJ')).toMatchObject({ ac: 2, re: 3 });
    expect(raised.basis).toContain('样本量 125；不少于最低检测数 200 → 样本量 200');
    const tiny = computePlan(connectors, 12, null);
    expect(tiny.plan.sampleQty).toBe(12);
  });

  it('全检 overrides the plan: the whole lot, judged with the allowed rates (Ac = ⌊样本量 × 比率⌋)', () => {
    const full = computePlan({ ...connectors, inspectMode: 'FULL' }, 300, null);
    expect(full.plan).toMatchObject({ planType: 'FULL', inspectionLevel: null, codeLetter: null, sampleQty: 300 });
    expect(full.plan.classes).toEqual([
      { defectClass: 'CR', aql: null, ac: 0, re: 1 },
      { defectClass: 'MAJ', aql: null, ac: 3, re: 4 },
      { defectClass: 'MIN', aql: null, ac: 9, re: 10 },
    ]);
  });

  it('a fixed plan counted in pieces: 5 张 of a lot of 114', () => {
    const steel = {
      ...connectors,
      samplingPlan: {
        ...connectors.samplingPlan,
        code: 'SP-FIX-5',
        planType: 'FIXED',
        sampleQty: 5,
        inspectionLevel: null,
      },
      binding: { minCheckQty: 0, crRate: 0, majRate: 0, minRate: 20 },
    } as unknown as InspectionPrepare;
    const { plan } = computePlan(steel, 114, '张');
    expect(plan).toMatchObject({ planType: 'FIXED', sampleQty: 5, sampleUomName: '张' });
    expect(plan.classes.map((c) => [c.ac, c.re])).toEqual([
      [0, 1],
      [0, 1],
      [1, 2],
    ]);
  });

  it('refuses a lot that is not a whole number of pieces', () => {
    expect(() => computePlan(connectors, 4200.5, null)).toThrow('批量须为正整数（按件计）');
  });
});
