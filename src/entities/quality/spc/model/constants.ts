/**
 * Control chart constants for subgroups of n = 2–10 (ASTM STP 15D / AIAG SPC manual, table of factors for X̄-R
 * charts): A2 for the X̄ limits, D3 and D4 for the R limits, d2 to estimate σ from R̄.
 */
export const XBAR_R_FACTORS = {
  2: { a2: 1.88, d3: 0, d4: 3.267, d2: 1.128 },
  3: { a2: 1.023, d3: 0, d4: 2.574, d2: 1.693 },
  4: { a2: 0.729, d3: 0, d4: 2.282, d2: 2.059 },
  5: { a2: 0.577, d3: 0, d4: 2.114, d2: 2.326 },
  6: { a2: 0.483, d3: 0, d4: 2.004, d2: 2.534 },
  7: { a2: 0.419, d3: 0.076, d4: 1.924, d2: 2.704 },
  8: { a2: 0.373, d3: 0.136, d4: 1.864, d2: 2.847 },
  9: { a2: 0.337, d3: 0.184, d4: 1.816, d2: 2.97 },
  10: { a2: 0.308, d3: 0.223, d4: 1.777, d2: 3.078 },
} as const satisfies Record<number, { a2: number; d3: number; d4: number; d2: number }>;

export type SubgroupSize = keyof typeof XBAR_R_FACTORS;

export const isSubgroupSize = (n: number): n is SubgroupSize => Number.isInteger(n) && n >= 2 && n <= 10;
