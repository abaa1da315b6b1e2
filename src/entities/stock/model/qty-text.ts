import { formatNumber } from '@/shared/lib/format';
import type { StStock } from './types';

/** A quantity in its unit's decimals with the unit: 2,452 个. */
export const qtyText = (qty: number, unit: Pick<StStock, 'uomName' | 'uomPrecision'>) =>
  `${formatNumber(qty, unit.uomPrecision)} ${unit.uomName}`;
