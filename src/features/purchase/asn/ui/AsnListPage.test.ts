import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectorsLine } from '@/entities/asn/testing';
import { declaredForm } from '@/shared/ui/crud-screen';
import { AsnListPage } from './AsnListPage';

const form = declaredForm(AsnListPage);

// PO-202611-0009's connectors, as the form's lines carry them.
const connectors = connectorsLine;
const line = (shipQty: number) => ({
  orderLineId: connectors.orderLineId,
  shipQty,
  perBox: 500,
  supplierBatch: 'CEC2611C02',
  productionDate: '2026-11-28',
  expiryDate: '',
  order: connectors,
});
const valid = {
  ...form.empty,
  orderId: '1716352000000470009',
  expectedDate: '2026-12-03',
  carrier: ' 顺丰速运 ',
  lines: [line(1560)],
};
const messages = (values: object) => {
  const result = form.schema.safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('到货通知 form rules', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T09:00:00+08:00'));
  });
  afterAll(() => vi.useRealTimers());

  it('asks for the order and the expected date, never before today', () => {
    expect(messages({ orderId: '', expectedDate: '' })).toEqual({
      orderId: '请选择供应商 / 采购订单',
      expectedDate: '请输入预计到货',
    });
    expect(messages({ expectedDate: '2026-11-28' })).toEqual({ expectedDate: '预计到货不能早于今天' });
  });

  it('refuses a line above 可发数 with the numbers, and a document without lines', () => {
    expect(messages({ lines: [line(2000)] })).toEqual({
      'lines.0.shipQty': '2000 超过可发数 1560（订购 5000，已到货 3000，在途 500，允差 3%）',
    });
    expect(messages({ lines: [] })).toEqual({ lines: '请至少添加 1 行发货明细' });
  });

  it('gives exactly the contract body: texts trimmed, empties as null, the order line’s facts left out', () => {
    expect(form.schema.parse(valid)).toEqual({
      orderId: '1716352000000470009',
      expectedDate: '2026-12-03',
      carrier: '顺丰速运',
      waybillNo: null,
      remark: null,
      lines: [
        {
          orderLineId: '1716352000000471901',
          shipQty: 1560,
          perBox: 500,
          supplierBatch: 'CEC2611C02',
          productionDate: '2026-11-28',
          expiryDate: null,
        },
      ],
    });
  });
});
