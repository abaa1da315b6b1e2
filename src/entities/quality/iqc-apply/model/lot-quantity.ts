import { decimalsOf, roundHalfUp } from '@/shared/lib/format';

/** The unit a lot is counted in (its material's): its name and decimals. */
export interface QtyUnit {
  uomName: string;
  uomPrecision: number;
}

/** A quantity as the messages write it: the unit's decimals at most, no separators. */
export const plainQty = (value: number, places: number) => String(Number(roundHalfUp(value, places)));

/**
 * Why a typed quantity cannot be taken (docs/design/scm-quality.md): above 0, and no more decimals than its unit has
 * (单位“千克”的到货数最多 3 位小数); nothing while empty (the required rule says that) or while the unit is unknown.
 */
export function qtyProblem(label: string, value: number | null | undefined, unit: QtyUnit | undefined) {
  if (typeof value !== 'number') return undefined;
  if (value <= 0) return `${label}必须大于 0`;
  if (!unit || decimalsOf(value) <= unit.uomPrecision) return undefined;
  return unit.uomPrecision === 0
    ? `单位“${unit.uomName}”的${label}只能是整数`
    : `单位“${unit.uomName}”的${label}最多 ${unit.uomPrecision} 位小数`;
}
