import type { InspectionLine } from './inspection-labels';

type Limits = Pick<InspectionLine, 'valueType' | 'lowerLimit' | 'upperLimit'>;

/**
 * A cell's OK / NG as it is typed (the server judges the same): a 定量 value within its limits, both inclusive and
 * either may be absent; a 定性 cell is what was chosen (合格 OK, 不合格 NG). Nothing for an empty cell.
 */
export function cellJudgement(line: Limits, value: number | string | null | undefined): 'OK' | 'NG' | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (line.valueType === 'QUALITATIVE') return value === 'OK' || value === 'NG' ? value : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  if (line.lowerLimit !== null && line.lowerLimit !== undefined && value < line.lowerLimit) return 'NG';
  if (line.upperLimit !== null && line.upperLimit !== undefined && value > line.upperLimit) return 'NG';
  return 'OK';
}

const num = (value: number, precision: number | null | undefined) =>
  precision === null || precision === undefined ? String(value) : value.toFixed(precision);

/** '9.00–11.00', '≥ 5000', '≤ 10.00', or '' for a 定性 line: the limits as the header shows them. */
export function limitsText(line: Limits & Pick<InspectionLine, 'precision'>): string {
  const { lowerLimit: low, upperLimit: high, precision } = line;
  const hasLow = low !== null && low !== undefined;
  const hasHigh = high !== null && high !== undefined;
  if (hasLow && hasHigh) return `${num(low, precision)}–${num(high, precision)}`;
  if (hasLow) return `≥ ${num(low, precision)}`;
  if (hasHigh) return `≤ ${num(high, precision)}`;
  return '';
}

/** Why a value is NG, for the cell's note: '低于下限 9.00', '高于上限 11.00', '不合格'. */
export function ngReason(line: Limits & Pick<InspectionLine, 'precision'>, value: number | string): string {
  if (typeof value !== 'number') return '不合格';
  if (line.lowerLimit !== null && line.lowerLimit !== undefined && value < line.lowerLimit) {
    return `低于下限 ${num(line.lowerLimit, line.precision)}`;
  }
  return `高于上限 ${num(line.upperLimit ?? 0, line.precision)}`;
}
