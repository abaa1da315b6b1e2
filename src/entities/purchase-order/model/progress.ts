/**
 * 到货进度: received / ordered as a whole percentage, rounded down so that an order is shown 100 % only when all of
 * it arrived (an over-delivery within the tolerance shows 100 %).
 */
export function receivedPercent(received: number, ordered: number): number {
  if (ordered <= 0) return 0;
  return Math.min(100, Math.floor((received / ordered) * 100));
}
