import { describe, expect, it } from 'vitest';
import { formatPrice, lineAmount, orderTotals } from './amounts';

describe('order amounts', () => {
  it('computes a line as quantity × price, half-up to the cent; an empty input counts as 0', () => {
    expect(lineAmount({ qty: 50000, price: 0.012 })).toBe(600);
    expect(lineAmount({ qty: 3, price: 0.335 })).toBe(1.01);
    expect(lineAmount({ qty: null, price: 12 })).toBe(0);
  });

  it('totals an order at its tax rate as the examples hold them (order PO-202611-0009: 42,800.00 + 13 %)', () => {
    expect(
      orderTotals(
        [
          { qty: 5000, price: 3.2 },
          { qty: 100, price: 268 },
        ],
        13,
      ),
    ).toEqual({ qty: 5100, amount: 42800, tax: 5564, total: 48364 });
    expect(
      orderTotals(
        [
          { qty: 0.1, price: 10 },
          { qty: 0.2, price: 10 },
        ],
        9,
      ),
    ).toEqual({
      qty: 0.3,
      amount: 3,
      tax: 0.27,
      total: 3.27,
    });
  });

  it('shows a unit price with its own decimals, at least two', () => {
    expect(formatPrice(0.012)).toBe('0.012');
    expect(formatPrice(38.5)).toBe('38.50');
    expect(formatPrice(1268)).toBe('1,268.00');
    expect(formatPrice(null)).toBe('');
  });
});
