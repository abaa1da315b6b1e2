import { formatMoney, roundHalfUp } from '@/shared/lib/format';

/** What a line needs for its amount; the inputs may be empty while the user types. */
export interface QtnLineInput {
  quantity: number | null;
  unitPrice: number | null;
  discount: number | null;
}

const cents = (value: number) => Number(roundHalfUp(value, 2));

/** 金额 = 数量 × 单价 × (1 − 折扣%), half-up to the cent as the server computes it; an empty input counts as 0. */
export function lineAmount({ quantity, unitPrice, discount }: QtnLineInput): number {
  return cents(((quantity ?? 0) * (unitPrice ?? 0) * (100 - (discount ?? 0))) / 100);
}

export interface QtnTotals {
  /** 不含税金额: the lines' amounts summed. */
  amount: number;
  /** 税额 = 不含税金额 × 税率. */
  tax: number;
  /** 价税合计. */
  total: number;
}

export function qtnTotals(lines: readonly QtnLineInput[], taxRate: number | null): QtnTotals {
  const amount = cents(lines.reduce((sum, line) => sum + lineAmount(line), 0));
  const tax = cents((amount * (taxRate ?? 0)) / 100);
  return { amount, tax, total: cents(amount + tax) };
}

/** Money in the product.md §5 format with the currency's symbol: ¥1,256,198.40. */
export const money = (value: number | null | undefined, symbol = '') => `${symbol}${formatMoney(value ?? 0)}`;
