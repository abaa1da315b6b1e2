import { describe, expect, it } from 'vitest';
import { XBAR_R_FACTORS } from './constants';
import { capability, SpcInputError, xbarR } from './xbar-r';

// 风华高科's EL-C0805-10U 电容量 (9.00–11.00 μF), September to November: 20 subgroups of 4
// (openapi/examples/scm/qmDiagramGetMeasurements.yaml, docs/design/scm-quality.md → 质量图表).
const CAPACITANCE = [
  [10.12, 9.98, 10.12, 10.19],
  [9.82, 10.07, 9.99, 9.9],
  [10.08, 9.98, 10.06, 10.0],
  [9.77, 9.94, 9.89, 9.87],
  [10.1, 9.96, 10.01, 9.71],
  [9.95, 9.95, 9.85, 9.97],
  [10.08, 9.98, 9.96, 9.96],
  [9.82, 9.97, 9.82, 9.9],
  [9.94, 9.75, 9.89, 9.76],
  [9.75, 9.97, 10.18, 9.97],
  [10.02, 9.83, 9.97, 10.01],
  [9.71, 9.81, 9.88, 9.71],
  [9.86, 10.09, 9.77, 9.66],
  [9.88, 10.01, 9.92, 9.92],
  [9.73, 9.95, 9.87, 9.97],
  [9.92, 9.98, 9.88, 9.96],
  [9.54, 9.18, 9.4, 9.42],
  [9.59, 9.8, 8.93, 9.62],
  [9.15, 9.39, 9.28, 8.87],
  [9.32, 9.34, 9.58, 9.43],
];

describe('X̄-R chart constants', () => {
  it('are the textbook factors for n = 2–10', () => {
    expect(Object.keys(XBAR_R_FACTORS).map(Number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(XBAR_R_FACTORS[2]).toEqual({ a2: 1.88, d3: 0, d4: 3.267, d2: 1.128 });
    expect(XBAR_R_FACTORS[4]).toEqual({ a2: 0.729, d3: 0, d4: 2.282, d2: 2.059 });
    expect(XBAR_R_FACTORS[5]).toEqual({ a2: 0.577, d3: 0, d4: 2.114, d2: 2.326 });
    expect(XBAR_R_FACTORS[7]).toEqual({ a2: 0.419, d3: 0.076, d4: 1.924, d2: 2.704 });
    expect(XBAR_R_FACTORS[10]).toEqual({ a2: 0.308, d3: 0.223, d4: 1.777, d2: 3.078 });
    // A2 = 3 / (d2 · √n) for every size.
    for (const [n, f] of Object.entries(XBAR_R_FACTORS)) expect(f.a2).toBeCloseTo(3 / (f.d2 * Math.sqrt(Number(n))), 2);
  });
});

describe('xbarR', () => {
  const chart = xbarR(CAPACITANCE, { upper: 11, lower: 9 });

  it("gives the design's figures for the capacitors: X̄̄ ≈ 9.81, R̄ ≈ 0.27, X̄ limits ≈ 9.62–10.01, R UCL ≈ 0.62", () => {
    expect(chart.n).toBe(4);
    expect(chart.grandMean).toBeCloseTo(9.8141, 4);
    expect(chart.meanRange).toBeCloseTo(0.27, 6);
    expect(chart.meanUcl).toBeCloseTo(10.011, 3);
    expect(chart.meanLcl).toBeCloseTo(9.6173, 4);
    expect(chart.rangeUcl).toBeCloseTo(0.6161, 4);
    expect(chart.rangeLcl).toBe(0);
  });

  it('computes each subgroup and marks the points outside: the four November subgroups below, its 0.87 range above', () => {
    expect(chart.points[0]).toMatchObject({ meanOut: true, rangeOut: false });
    expect(chart.points[0]?.mean).toBeCloseTo(10.1025, 6);
    expect(chart.points[0]?.range).toBeCloseTo(0.21, 6);
    expect(chart.points[17]?.range).toBeCloseTo(0.87, 6);
    const meanOut = chart.points.flatMap((p, i) => (p.meanOut ? [i + 1] : []));
    expect(meanOut).toEqual([1, 3, 17, 18, 19, 20]);
    expect(chart.points.flatMap((p, i) => (p.rangeOut ? [i + 1] : []))).toEqual([18]);
    for (const i of [16, 17, 18, 19]) expect(chart.points[i]?.mean).toBeLessThan(chart.meanLcl);
  });

  it('estimates σ from R̄ / d2 and gives Cp, Cpk against the spec limits', () => {
    expect(chart.sigma).toBeCloseTo(0.27 / 2.059, 6);
    expect(chart.cp).toBeCloseTo(2.542, 3);
    // The mean sits nearer the lower limit: Cpk = (9.8141 − 9) / 3σ.
    expect(chart.cpk).toBeCloseTo(2.069, 3);
  });

  it('works a small textbook case by hand (n = 2)', () => {
    const small = xbarR(
      [
        [1, 3],
        [2, 2],
        [4, 2],
      ],
      { upper: 5, lower: null },
    );
    // X̄ = 2, 2, 3; R = 2, 0, 2; X̄̄ = 7/3, R̄ = 4/3.
    expect(small.grandMean).toBeCloseTo(7 / 3, 10);
    expect(small.meanRange).toBeCloseTo(4 / 3, 10);
    expect(small.meanUcl).toBeCloseTo(7 / 3 + 1.88 * (4 / 3), 10);
    expect(small.rangeUcl).toBeCloseTo(3.267 * (4 / 3), 10);
    // One-sided: only USL, no Cp.
    expect(small.cp).toBeNull();
    expect(small.cpk).toBeCloseTo((5 - 7 / 3) / (3 * (4 / 3 / 1.128)), 10);
  });

  it('refuses what is not a chart: one subgroup, a size outside 2–10, unequal subgroups', () => {
    expect(() => xbarR([[1, 2]], { upper: null, lower: null })).toThrow(SpcInputError);
    expect(() => xbarR([[1], [2]], { upper: null, lower: null })).toThrow('子组大小应为 2–10');
    expect(() =>
      xbarR(
        [
          [1, 2],
          [1, 2, 3],
        ],
        { upper: null, lower: null },
      ),
    ).toThrow('各子组的值个数应相同');
  });
});

describe('capability', () => {
  it('has no figure without limits or without spread', () => {
    expect(capability(10, 0.1, { upper: null, lower: null })).toEqual({ cp: null, cpk: null });
    expect(capability(10, 0, { upper: 11, lower: 9 })).toEqual({ cp: null, cpk: null });
  });

  it('takes the nearer limit for Cpk', () => {
    expect(capability(10.5, 0.25, { upper: 11, lower: 9 })).toEqual({ cp: 2 / 1.5, cpk: 0.5 / 0.75 });
  });
});
