import type { MfgOrderRow } from '@/entities/mes/mfg-order';

/** The percentage of the plan reported complete (0–100). */
export function progressOf(order: Pick<MfgOrderRow, 'completedQuantity' | 'plannedQuantity'>): number {
  if (order.plannedQuantity <= 0) return 0;
  return Math.min(100, Math.round((order.completedQuantity / order.plannedQuantity) * 100));
}
