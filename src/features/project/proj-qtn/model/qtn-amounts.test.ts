import { describe, expect, it } from 'vitest';
import { lineAmount, money, qtnTotals } from './qtn-amounts';

describe('报价 amounts', () => {
  it('computes a line as quantity × price × (1 − discount%), half-up to the cent', () => {
    expect(lineAmount({ quantity: 40, unitPrice: 18600, discount: 5 })).toBe(706800);
    expect(lineAmount({ quantity: 3, unitPrice: 0.335, discount: 0 })).toBe(1.01);
    expect(lineAmount({ quantity: null, unitPrice: 12, discount: null })).toBe(0);
  });

  it('sums the lines, adds the tax and shows them in the money format', () => {
    const totals = qtnTotals(
      [
        { quantity: 40, unitPrice: 18600, discount: 5 },
        { quantity: 240, unitPrice: 1650, discount: 3 },
        { quantity: 240, unitPrice: 86.5, discount: 0 },
      ],
      13,
    );
    expect(totals).toEqual({ amount: 1111680, tax: 144518.4, total: 1256198.4 });
    expect(money(totals.total, '¥')).toBe('¥1,256,198.40');
  });
});
