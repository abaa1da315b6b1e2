import { describe, expect, it } from 'vitest';
import { batchShortfall, offeredExpiry, overShipment, shippableQty, shipRefusal } from './ship-rules';
import { connectorsLine, igbtLine } from '../testing/order-lines.fixture';

// Order 9 of the story: 中电港, tolerance 3 %.
const connectors = connectorsLine;
const igbt = igbtLine;
const steel = {
  materialCode: 'RM-ST-0002',
  qty: 5000,
  receivedQty: 4200,
  shippedOpenQty: 0,
  deliveryTolerancePct: 2.5,
  uomPrecision: 3,
};

describe('可发数', () => {
  it('is (ordered − received) × (1 + tolerance) − in transit, as the contract’s examples say', () => {
    expect(shippableQty(connectors)).toBe(1560);
    expect(shippableQty(igbt)).toBe(103);
    // The same IGBT line once 40 more are on their way (the 发货 refusal of the contract).
    expect(shippableQty({ ...igbt, shippedOpenQty: 40 })).toBe(63);
  });

  it('rounds down to the unit’s decimals, float noise aside, and never goes below 0', () => {
    // 800 × 1.025 = 820 exactly, though 800 * 1.025 in floating point is 819.9999999999999.
    expect(shippableQty(steel)).toBe(820);
    expect(shippableQty({ ...steel, receivedQty: 4852.813 })).toBe(150.866);
    expect(shippableQty({ ...connectors, uomPrecision: 0, qty: 7, receivedQty: 0, shippedOpenQty: 0 })).toBe(7);
    expect(shippableQty({ ...connectors, receivedQty: 5100, shippedOpenQty: 0 })).toBe(0);
    expect(shippableQty({ ...connectors, shippedOpenQty: 2500 })).toBe(0);
  });
});

describe('the over-shipment refusal', () => {
  it('names the line, the material and every number, in the design’s words', () => {
    expect(shipRefusal(1, connectors, 2000)).toBe(
      '第 1 行 EL-CN-DB15F 发货数 2000 超过可发数 1560（订购 5000，已到货 3000，在途 500，允差 3%）',
    );
    expect(shipRefusal(1, { ...igbt, shippedOpenQty: 40 }, 100)).toBe(
      '第 1 行 EL-IGBT-75A 发货数 100 超过可发数 63（订购 100，已到货 0，在途 40，允差 3%）',
    );
    expect(overShipment(steel, 820.001)).toBe('820.001 超过可发数 820（订购 5000，已到货 4200，在途 0，允差 2.5%）');
  });

  it('lets everything up to the shippable quantity through', () => {
    expect(shipRefusal(1, connectors, 1560)).toBeUndefined();
    expect(overShipment(igbt, 103)).toBeUndefined();
    expect(overShipment(steel, 820)).toBeUndefined();
  });
});

describe('batches and dates', () => {
  it('asks a batch-tracked material for its batch and production date', () => {
    const message = 'EL-IGBT-75A IGBT 模块按批次管理，须填写供应商批次和生产日期';
    expect(batchShortfall(igbt, { supplierBatch: '', productionDate: '2026-11-09' })).toBe(message);
    expect(batchShortfall(igbt, { supplierBatch: 'VX645218', productionDate: null })).toBe(message);
    expect(batchShortfall(igbt, { supplierBatch: 'VX645218', productionDate: '2026-11-09' })).toBeUndefined();
    expect(batchShortfall(connectors, {})).toBeUndefined();
  });

  it('offers 有效期至 as 生产日期 + 保质期 when the material has one', () => {
    // 主控芯片 made 11-02 with 730 days: 2028-11-01 (ASN-202611-0004), across 2028-02-29.
    expect(offeredExpiry('2026-11-02', 730)).toBe('2028-11-01');
    expect(offeredExpiry('2026-11-02', null)).toBeUndefined();
    expect(offeredExpiry('', 730)).toBeUndefined();
    expect(offeredExpiry('2026/11/02', 730)).toBeUndefined();
  });
});
