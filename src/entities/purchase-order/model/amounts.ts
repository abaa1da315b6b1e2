import { decimalsOf, formatNumber, roundHalfUp } from '@/shared/lib/format';

/** What a line's amount needs; the inputs may be empty while the buyer types. */
export interface PricedLine {
  qty: number | null | undefined;
  price: number | null | undefined;
}

const cents = (value: number) => Number(roundHalfUp(value, 2));

/** 金额 = 数量 × 单价, half-up to the cent as the server computes it; an empty input counts as 0. */
export function lineAmount({ qty, price }: PricedLine): number {
  return cents((qty ?? 0) * (price ?? 0));
}

export interface OrderTotals {
  /** 数量: the lines' quantities summed (across units: a progress figure, as the contract says). */
  qty: number;
  /** 不含税金额: the lines' amounts summed. */
  amount: number;
  /** 税额 = 不含税金额 × 税率, 2 decimals. */
  tax: number;
  /** 价税合计. */
  total: number;
}

/** An order's totals at its tax rate (docs/design/scm-purchase.md → 采购订单), as the server recalculates them. */
export function orderTotals(lines: readonly PricedLine[], taxRate: number | null | undefined): OrderTotals {
  const qty = Number(
    roundHalfUp(
      lines.reduce((sum, line) => sum + (line.qty ?? 0), 0),
      6,
    ),
  );
  const amount = cents(lines.reduce((sum, line) => sum + lineAmount(line), 0));
  const tax = cents((amount * (taxRate ?? 0)) / 100);
  return { qty, amount, tax, total: cents(amount + tax) };
}

/** A unit price with its own decimals, at least 2 and at most 6 (0.012 stays 0.012, 38.5 is 38.50). */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined) return '';
  return formatNumber(price, Math.min(6, Math.max(2, decimalsOf(price))));
}
