/** GB/T 2828.1-2012 检验水平: the four special levels, then the three general ones (表 1's column order). */
export const INSPECTION_LEVELS = ['S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III'] as const;

/** 严格度 with the Chinese names the screens show. */
export const SEVERITIES = ['NORMAL', 'TIGHTENED', 'REDUCED'] as const;
export const SEVERITY_LABELS = { NORMAL: '正常', TIGHTENED: '加严', REDUCED: '放宽' } as const;

/** 样本量字码 in table order: the standard skips I and O. S exists only in 表 2-B (tightened). */
export const CODE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R'] as const;

/**
 * The 26 AQL columns of 表 2-A/2-B/2-C, as printed (0.010 … 1000). Up to 10 they may be percent nonconforming or
 * nonconformities per 100 units; above 10 only nonconformities per 100 units.
 */
// prettier-ignore
export const AQL_LABELS = [
  '0.010', '0.015', '0.025', '0.040', '0.065', '0.10', '0.15', '0.25', '0.40', '0.65', '1.0', '1.5', '2.5', '4.0',
  '6.5', '10', '15', '25', '40', '65', '100', '150', '250', '400', '650', '1000',
] as const;
export const AQL_VALUES: readonly number[] = AQL_LABELS.map(Number);

/** AQL 0 is not in the standard's tables: a class where none may be found (CR, 致命). See samplingPlan. */
export const ZERO_AQL = 0;
