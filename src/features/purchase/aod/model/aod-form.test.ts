import { describe, expect, it } from 'vitest';
import type { PoOrderLine } from '@/entities/purchase-order';
import { aodEmpty, aodSchema, isOpenLine, lineFacts, type AodFormValues } from './aod-form';

// PO-202611-0009 (中电港, 3 days early allowed): the IGBT line, due 12-05, nothing arrived of 100.
const igbt: PoOrderLine = {
  id: '1716352000000471902',
  lineNo: 2,
  materialId: '1716352000000400406',
  materialCode: 'EL-IGBT-75A',
  materialName: 'IGBT 模块',
  specification: 'FF75R12RT4 1200V 75A',
  uomName: '个',
  uomPrecision: 0,
  qty: 100,
  price: 268,
  amount: 26800,
  requiredDate: '2026-12-05',
  promisedDate: '2026-12-04',
  shippedQty: 0,
  receivedQty: 0,
  stockedQty: 0,
  returnedQty: 0,
  state: 'OPEN',
  remark: null,
};

const advance: AodFormValues = {
  orderId: '1716352000000470009',
  orderLineId: igbt.id,
  kind: 'ADVANCE',
  newDate: '2026-11-30',
  qty: 60,
  reason: ' 现货到库，随连接器同车送达 ',
  line: lineFacts(igbt, '中电港', 3),
};

const messages = (values: AodFormValues) => {
  const result = aodSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('AOD 申请 form', () => {
  it('gives exactly the add body: the order and the line facts are not sent', () => {
    expect(aodSchema.parse(advance)).toEqual({
      orderLineId: '1716352000000471902',
      kind: 'ADVANCE',
      newDate: '2026-11-30',
      qty: 60,
      reason: '现货到库，随连接器同车送达',
    });
  });

  it('asks for every field of an empty form', () => {
    expect(messages(aodEmpty)).toEqual([
      ['orderId', '请选择采购订单'],
      ['orderLineId', '请选择订单行'],
      ['kind', '请选择类型'],
      ['newDate', '请选择新交期'],
      ['qty', '请输入数量'],
      ['reason', '请输入原因'],
    ]);
  });

  it("refuses an advance within the supplier's allowance, saying from when no request is needed", () => {
    expect(messages({ ...advance, newDate: '2026-12-03' })).toEqual([
      ['newDate', '中电港允许提前 3 天交货，12-02 起到货无需申请'],
    ]);
    expect(messages({ ...advance, newDate: '2026-12-02' })).toEqual([
      ['newDate', '中电港允许提前 3 天交货，12-02 起到货无需申请'],
    ]);
    expect(messages({ ...advance, newDate: '2026-12-01' })).toEqual([]);
    expect(messages({ ...advance, newDate: '2026-12-05' })).toEqual([
      ['newDate', '提前的新交期须早于要求交期 2026-12-05'],
    ]);
    // A supplier that allows no early delivery: any earlier date is a request.
    expect(messages({ ...advance, newDate: '2026-12-04', line: lineFacts(igbt, '风华高科', 0) })).toEqual([]);
  });

  it('refuses a delay not after the required date', () => {
    const delay = { ...advance, kind: 'DELAY' };
    expect(messages({ ...delay, newDate: '2026-12-05' })).toEqual([
      ['newDate', '延期的新交期须晚于要求交期 2026-12-05'],
    ]);
    expect(messages({ ...delay, newDate: '2026-12-12' })).toEqual([]);
  });

  it('refuses a quantity of 0, more decimals than the unit, or more than has not arrived', () => {
    expect(messages({ ...advance, qty: 0 })).toEqual([['qty', '数量须大于 0']]);
    expect(messages({ ...advance, qty: 10.5 })).toEqual([['qty', '单位“个”的数量只能是整数']]);
    expect(messages({ ...advance, qty: 120 })).toEqual([['qty', '申请数量 120 超过该行未到货 100']]);
    const kilos = { ...igbt, uomName: '千克', uomPrecision: 3, qty: 5000, receivedQty: 4200 };
    expect(messages({ ...advance, qty: 12.3456, line: lineFacts(kilos, '宝钢贸易', 0) })).toEqual([
      ['qty', '单位“千克”的数量最多 3 位小数'],
    ]);
    expect(messages({ ...advance, qty: 800, line: lineFacts(kilos, '宝钢贸易', 0) })).toEqual([]);
  });

  it("waits for the line's facts, and offers only lines still to arrive", () => {
    expect(messages({ ...advance, line: null })).toEqual([
      ['orderLineId', '正在读取订单行与供应商的交货配置，请稍后再保存'],
    ]);
    expect(isOpenLine(igbt)).toBe(true);
    expect(isOpenLine({ ...igbt, receivedQty: 100, state: 'RECEIVED' })).toBe(false);
    expect(isOpenLine({ ...igbt, state: 'CLOSED' })).toBe(false);
  });
});
