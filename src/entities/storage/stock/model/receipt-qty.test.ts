import { describe, expect, it } from 'vitest';
import { damagedProblem, floorQty, inQty, overQty, overReceiptProblem, receivableQty, shortQty } from './receipt-qty';

// ASN-202611-0002 line 1: 500 shipped of PO-202611-0009 line 1 (5000 ordered, 3000 arrived), 中电港 3 %.
const asnLine = {
  materialCode: 'EL-CN-DB15F',
  shipQty: 500,
  asnReceivedQty: 0,
  orderedQty: 5000,
  arrivedQty: 3000,
  tolerancePct: 3,
  uomPrecision: 0,
};

describe('可收数', () => {
  it('is min(发货, 订购 − 已到货) × (1 + 允差): 500 × 1.03 = 515', () => {
    expect(receivableQty(asnLine)).toBe(515);
  });

  it('takes the order line when less is open there than was shipped', () => {
    expect(receivableQty({ ...asnLine, arrivedQty: 4800 })).toBe(206);
  });

  it('counts what the ASN line received already', () => {
    expect(receivableQty({ ...asnLine, asnReceivedQty: 300 })).toBe(206);
  });

  it('is (订购 − 已到货) × (1 + 允差) for an order line without ASN', () => {
    expect(receivableQty({ ...asnLine, shipQty: null, asnReceivedQty: null, arrivedQty: 4990 })).toBe(10);
  });

  it('rounds down to the unit’s decimals: 333 个 × 1.03 = 342.99 → 342; 4200.123 千克 × 1.025 → 4305.126', () => {
    expect(receivableQty({ ...asnLine, shipQty: 333 })).toBe(342);
    const steel = { ...asnLine, orderedQty: 9000, tolerancePct: 2.5, uomPrecision: 3 };
    expect(receivableQty({ ...steel, shipQty: 4200.123 })).toBe(4305.126);
    // Float tails do not cost the smallest unit: 4200 × 1.025 is 4305 exactly.
    expect(receivableQty({ ...steel, shipQty: 4200 })).toBe(4305);
    expect(floorQty(0.1 * 3, 1)).toBe(0.3);
  });
});

describe('短少, 超收, 入库数', () => {
  it('短少 8 of 500 shipped when 492 are received; no 超收', () => {
    expect(shortQty(asnLine, 492)).toBe(8);
    expect(overQty(asnLine, 492)).toBe(0);
  });

  it('超收 within the tolerance, no 短少', () => {
    expect(overQty(asnLine, 510)).toBe(10);
    expect(shortQty(asnLine, 510)).toBe(0);
  });

  it('keeps to the unit’s decimals (kilograms)', () => {
    const steel = { ...asnLine, shipQty: 4200, orderedQty: 4200, arrivedQty: 0, uomPrecision: 3 };
    expect(shortQty(steel, 4199.9)).toBe(0.1);
    expect(inQty(4199.9, 147.188, 3)).toBe(4052.712);
  });

  it('入库数 = 实收 − 破损; 破损 above 实收 is refused', () => {
    expect(inQty(492, 2, 0)).toBe(490);
    expect(damagedProblem(492, 2)).toBeUndefined();
    expect(damagedProblem(2, 3)).toBe('破损 3 超过实收 2');
  });
});

describe('over-receipt refusal (1018101)', () => {
  it('says the line, material and numbers as the server does', () => {
    expect(overReceiptProblem(asnLine, 540, 1)).toBe(
      '第 1 行 EL-CN-DB15F 实收 540 超过可收数 515（发货 500，允差 3%）',
    );
  });

  it('leaves the line out at the cell, where the grid names it', () => {
    expect(overReceiptProblem(asnLine, 540)).toBe('EL-CN-DB15F 实收 540 超过可收数 515（发货 500，允差 3%）');
  });

  it('lets 可收数 itself through', () => {
    expect(overReceiptProblem(asnLine, 515, 1)).toBeUndefined();
  });

  it('names 订购 and 已到货 for an order line without ASN', () => {
    expect(overReceiptProblem({ ...asnLine, shipQty: null, arrivedQty: 4990 }, 11, 2)).toBe(
      '第 2 行 EL-CN-DB15F 实收 11 超过可收数 10（订购 5000，已到货 4990，允差 3%）',
    );
  });
});
