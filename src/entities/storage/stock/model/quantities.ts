import { formatNumber } from '@/shared/lib/format';

/** A quantity in its unit's decimals with the unit: 2,452 个, 4,052.812 千克 (the one formatter, shared/lib/format). */
export function qtyWithUnit(row: { uomName: string; uomPrecision?: number | undefined }, qty: number): string {
  return `${formatNumber(qty, row.uomPrecision ?? 6)} ${row.uomName}`;
}

/** A quantity in its unit's decimals, without the unit (a figure column whose unit has a column of its own). */
export function qtyOf(row: { uomPrecision?: number | undefined }, qty: number): string {
  return formatNumber(qty, row.uomPrecision ?? 6);
}
