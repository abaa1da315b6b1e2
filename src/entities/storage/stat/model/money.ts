/** Amounts are 元 with two decimals; sums go through whole fen so 0.1 + 0.2 stays 0.30 (no float drift). */
export const toFen = (amount: number): number => Math.round(amount * 100);

/** Σ amounts in 元, summed in fen. */
export function sumAmounts(amounts: readonly number[]): number {
  return amounts.reduce((fen, a) => fen + toFen(a), 0) / 100;
}
