import { describe, expect, it } from 'vitest';
import type { AsnOrderLine } from '@/entities/asn';
import { connectorsLine, igbtLine } from '@/entities/asn/testing';
import {
  asnLineProblems,
  asnLinesRule,
  completeLines,
  emptyLine,
  linesFromOrder,
  withOrderFacts,
  type AsnFormLine,
} from './asn-lines';

// PO-202611-0009's two lines, and a chip line with a shelf life.
const connectors = connectorsLine;
const igbt = igbtLine;
const chips: AsnOrderLine = {
  ...igbt,
  orderLineId: '1716352000000471302',
  materialCode: 'EL-IC-F407',
  shelfLifeDays: 730,
};
const orders = new Map([connectors, igbt, chips].map((order) => [order.orderLineId, order]));
const TODAY = '2026-11-29';
const line = (order: AsnOrderLine, patch: Partial<AsnFormLine> = {}): AsnFormLine => ({
  ...emptyLine(),
  orderLineId: order.orderLineId,
  order,
  ...patch,
});

describe('an ASN’s lines from its order', () => {
  it('offers each line that can still ship with its open quantity and the material’s pack', () => {
    expect(linesFromOrder([connectors, igbt, { ...connectors, orderLineId: 'done', shippableQty: 0 }])).toEqual([
      line(connectors, { shipQty: 1500, perBox: null }),
      line(igbt, { shipQty: 100, perBox: 20 }),
    ]);
  });

  it('gives an edited draft’s lines their order lines’ facts, and keeps the array when they have them', () => {
    const bare = [{ ...emptyLine(), orderLineId: igbt.orderLineId, shipQty: 100, perBox: 20 }];
    expect(withOrderFacts(bare, orders)).toEqual([{ ...bare[0], order: igbt }]);
    const known = [line(igbt)];
    expect(withOrderFacts(known, orders)).toBe(known);
  });
});

describe('completing the lines the grid changed', () => {
  it('joins a newly chosen order line’s facts and its pack as 每箱数, leaving untouched lines as they were', () => {
    const kept = line(connectors, { shipQty: 100 });
    const before = [kept, emptyLine()];
    const [first, second] = completeLines(before, [kept, { ...emptyLine(), orderLineId: igbt.orderLineId }], orders);
    expect(first).toBe(kept);
    expect(second).toEqual(line(igbt, { perBox: 20 }));
  });

  it('offers 有效期至 = 生产日期 + 保质期, following the production date until another expiry is typed', () => {
    const made = (productionDate: string, expiryDate = '') => line(chips, { productionDate, expiryDate });
    const [typed] = completeLines([line(chips)], [made('2026-11-02')], orders);
    expect(typed?.expiryDate).toBe('2028-11-01');
    const [moved] = completeLines([made('2026-11-02', '2028-11-01')], [made('2026-11-03', '2028-11-01')], orders);
    expect(moved?.expiryDate).toBe('2028-11-02');
    const [own] = completeLines([made('2026-11-03', '2027-12-31')], [made('2026-11-04', '2027-12-31')], orders);
    expect(own?.expiryDate).toBe('2027-12-31');
  });
});

describe('the lines’ rules', () => {
  it('refuses more than 可发数 with the numbers, at 发货数', () => {
    expect(asnLineProblems([line(connectors, { shipQty: 2000, perBox: 500 })], TODAY)).toEqual([
      {
        row: 0,
        key: 'shipQty',
        message: '2000 超过可发数 1560（订购 5000，已到货 3000，在途 500，允差 3%）',
      },
    ]);
    expect(asnLineProblems([line(connectors, { shipQty: 1560, perBox: 500 })], TODAY)).toEqual([]);
  });

  it('asks a batch-tracked material for its batch and production date, and keeps the dates in order', () => {
    const ok = { shipQty: 100, perBox: 20, supplierBatch: 'VX645218', productionDate: '2026-11-09' };
    expect(asnLineProblems([line(igbt, { ...ok, supplierBatch: '' })], TODAY)).toEqual([
      { row: 0, key: 'supplierBatch', message: 'EL-IGBT-75A IGBT 模块按批次管理，须填写供应商批次和生产日期' },
    ]);
    expect(asnLineProblems([line(igbt, { ...ok, productionDate: '' })], TODAY)).toEqual([
      { row: 0, key: 'productionDate', message: 'EL-IGBT-75A IGBT 模块按批次管理，须填写供应商批次和生产日期' },
    ]);
    expect(asnLineProblems([line(igbt, { ...ok, productionDate: '2026-11-30' })], TODAY)).toEqual([
      { row: 0, key: 'productionDate', message: '生产日期不能晚于今天' },
    ]);
    expect(asnLineProblems([line(igbt, { ...ok, expiryDate: '2026-11-01' })], TODAY)).toEqual([
      { row: 0, key: 'expiryDate', message: '有效期至不能早于生产日期' },
    ]);
  });

  it('refuses 0, the unit’s decimals exceeded and an order line twice', () => {
    expect(
      asnLineProblems(
        [line(connectors, { shipQty: 0, perBox: 2.5 }), line(connectors, { shipQty: 10, perBox: 10 })],
        TODAY,
      ),
    ).toEqual([
      { row: 0, key: 'shipQty', message: '发货数必须大于 0' },
      { row: 0, key: 'perBox', message: '单位“个”的每箱数只能是整数' },
      { row: 1, key: 'orderLineId', message: '一个订单行只能发一行，已在第 1 行' },
    ]);
  });
});

describe('the lines field’s rule', () => {
  const rule = asnLinesRule(() => TODAY);

  it('sends exactly the contract’s lines (the order line’s facts stay on the form)', () => {
    const result = rule.safeParse([
      line(igbt, { shipQty: 100, perBox: 20, supplierBatch: 'VX645218', productionDate: '2026-11-09' }),
    ]);
    expect(result.success && result.data).toEqual([
      {
        orderLineId: igbt.orderLineId,
        shipQty: 100,
        perBox: 20,
        supplierBatch: 'VX645218',
        productionDate: '2026-11-09',
        expiryDate: null,
      },
    ]);
  });

  it('refuses an over-shipment and an empty document with their messages', () => {
    const over = rule.safeParse([line(connectors, { shipQty: 2000, perBox: 500 })]);
    expect(over.success ? [] : over.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[0, 'shipQty'], '2000 超过可发数 1560（订购 5000，已到货 3000，在途 500，允差 3%）'],
    ]);
    const empty = rule.safeParse([]);
    expect(empty.success ? [] : empty.error.issues.map((issue) => issue.message)).toEqual(['请至少添加 1 行发货明细']);
  });
});
