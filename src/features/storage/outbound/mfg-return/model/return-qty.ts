import { roundQty } from '@/entities/storage/stock';

/** What a return line knows of the batch issued to the order (docs/design/scm-storage.md → 生产退料). */
export interface ReturnFigures {
  issuedQty: number;
  consumedQty: number;
  returnedQty: number;
  uomPrecision: number;
}

/** 可退 = 已发 − 已耗用 − 已退, never below 0. */
export function returnableQty({ issuedQty, consumedQty, returnedQty, uomPrecision }: ReturnFigures): number {
  return Math.max(0, roundQty(issuedQty - consumedQty - returnedQty, uomPrecision));
}

/** 1018221's words for a batch's lines above 可退: 退料 20 超过可退 12（已发 46，已耗用 34，已退 0）. */
export function overReturnProblem(total: number, figures: ReturnFigures): string | undefined {
  const returnable = returnableQty(figures);
  if (roundQty(total, figures.uomPrecision) <= returnable) return undefined;
  return `退料 ${total} 超过可退 ${returnable}（已发 ${figures.issuedQty}，已耗用 ${figures.consumedQty}，已退 ${figures.returnedQty}）`;
}
