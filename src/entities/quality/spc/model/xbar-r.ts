import { isSubgroupSize, XBAR_R_FACTORS } from './constants';

export interface SpecLimits {
  /** USL; null when the item has no upper limit. */
  upper: number | null | undefined;
  /** LSL; null when the item has no lower limit. */
  lower: number | null | undefined;
}

export interface XbarRPoint {
  /** The subgroup's mean and range. */
  mean: number;
  range: number;
  /** Outside the X̄ chart's or the R chart's control limits. */
  meanOut: boolean;
  rangeOut: boolean;
}

export interface XbarR {
  n: number;
  points: XbarRPoint[];
  /** X̄̄ (grand mean) and its limits UCL = X̄̄ + A2·R̄, LCL = X̄̄ − A2·R̄. */
  grandMean: number;
  meanUcl: number;
  meanLcl: number;
  /** R̄ and its limits UCL = D4·R̄, LCL = D3·R̄. */
  meanRange: number;
  rangeUcl: number;
  rangeLcl: number;
  /** σ within subgroups, estimated as R̄ / d2. */
  sigma: number;
  /** Cp with both limits, Cpk against what limits there are; null without limits or without spread. */
  cp: number | null;
  cpk: number | null;
}

/** Why the values cannot make an X̄-R chart (the server refuses fewer values with 1017303; this guards the client). */
export class SpcInputError extends Error {
  override readonly name = 'SpcInputError';
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The X̄-R chart of subgroups of equal size n (2–10): per subgroup X̄ and R, the centre lines and the 3σ control
 * limits from the table's A2, D3, D4, the points outside them, and the capability against the spec limits with σ
 * estimated from R̄ / d2 (the within-subgroup spread, as the chart's limits use it).
 */
export function xbarR(subgroups: readonly (readonly number[])[], spec: SpecLimits): XbarR {
  const n = subgroups[0]?.length ?? 0;
  if (subgroups.length < 2) throw new SpcInputError('至少需要 2 个子组才能计算控制限');
  if (!isSubgroupSize(n)) throw new SpcInputError('子组大小应为 2–10');
  if (subgroups.some((values) => values.length !== n)) throw new SpcInputError('各子组的值个数应相同');
  const { a2, d3, d4, d2 } = XBAR_R_FACTORS[n];

  const means = subgroups.map((values) => sum(values) / n);
  const ranges = subgroups.map((values) => Math.max(...values) - Math.min(...values));
  const grandMean = sum(means) / means.length;
  const meanRange = sum(ranges) / ranges.length;
  const meanUcl = grandMean + a2 * meanRange;
  const meanLcl = grandMean - a2 * meanRange;
  const rangeUcl = d4 * meanRange;
  const rangeLcl = d3 * meanRange;
  const sigma = meanRange / d2;

  return {
    n,
    points: means.map((mean, i) => {
      const range = ranges[i] ?? 0;
      return { mean, range, meanOut: mean > meanUcl || mean < meanLcl, rangeOut: range > rangeUcl || range < rangeLcl };
    }),
    grandMean,
    meanUcl,
    meanLcl,
    meanRange,
    rangeUcl,
    rangeLcl,
    sigma,
    ...capability(grandMean, sigma, spec),
  };
}

/** Cp = (USL − LSL) / 6σ; Cpk = min(USL − μ, μ − LSL) / 3σ over the limits given (one-sided with one limit). */
export function capability(mean: number, sigma: number, spec: SpecLimits): { cp: number | null; cpk: number | null } {
  const upper = spec.upper ?? null;
  const lower = spec.lower ?? null;
  if (!(sigma > 0)) return { cp: null, cpk: null };
  const cp = upper !== null && lower !== null ? (upper - lower) / (6 * sigma) : null;
  const sides = [
    upper !== null ? (upper - mean) / (3 * sigma) : null,
    lower !== null ? (mean - lower) / (3 * sigma) : null,
  ].filter((v): v is number => v !== null);
  return { cp, cpk: sides.length ? Math.min(...sides) : null };
}
