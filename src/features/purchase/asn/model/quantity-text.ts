import { decimalsOf, formatNumber } from '@/shared/lib/format';

/** A quantity as lists show it: thousands separated, with the decimals it has (90,000; 147.188). */
export const quantityText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatNumber(value, Math.min(decimalsOf(value), 6));
