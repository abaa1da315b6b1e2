import { formatNumber } from '@/shared/lib/format';

/** A line's quantity with its unit's decimals (product.md §9): 3000 个 with 0 decimals is 3,000. */
export function formatLineQty(value: number | null | undefined, precision: number): string {
  return value === null || value === undefined ? '' : formatNumber(value, precision);
}

/** An order's total over lines of several units: as many decimals as it has, at most 4 (2,040; 12.5). */
export function formatTotalQty(value: number): string {
  const decimals = Math.min(4, (String(value).split('.')[1] ?? '').length);
  return formatNumber(value, decimals);
}
