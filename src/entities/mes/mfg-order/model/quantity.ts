import { formatNumber } from '@/shared/lib/format';

/** A quantity with its unit's decimals (product.md §9): 1.25 千克 with 3 decimals is 1.250. */
export function formatQuantity(value: number | null | undefined, precision: number): string {
  return value === null || value === undefined ? '' : formatNumber(value, precision);
}
