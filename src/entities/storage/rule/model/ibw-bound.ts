import type { StIbwBound } from './types';

export interface IbwFigures {
  onHandQty: number;
  availableQty: number;
  inTransitQty: number;
  minQty: number;
  safetyQty: number;
  maxQty: number;
}

/**
 * 库存上下限 (docs/design/scm-storage-2.md → IBW): 可用 + 在途 below 最低 → 低于最低, below 安全 → 低于安全; else 在库
 * above 最高 → 高于最高; within the bounds none. On a bound exactly is within it.
 */
export function ibwBound(f: IbwFigures): StIbwBound | null {
  const coming = f.availableQty + f.inTransitQty;
  if (coming < f.minQty) return 'BELOW_MIN';
  if (coming < f.safetyQty) return 'BELOW_SAFETY';
  if (f.onHandQty > f.maxQty) return 'ABOVE_MAX';
  return null;
}
