import { describe, expect, it } from 'vitest';
import type { CollabOrderDetail, CollabOrderLine } from '@/entities/collab/order';
import {
  asnBody,
  asnHeaderProblems,
  asnLineProblems,
  boxCount,
  emptyAsnLine,
  shippableQty,
  unshippableReason,
} from './asn-lines';

// PO-202611-0009 as 中电港 sees it (openapi/examples/scm/collabOrderDetail.yaml).
const connectors: CollabOrderLine = {
  id: '1716352000000471901',
  lineNo: 1,
  materialCode: 'EL-CN-DB15F',
  materialName: '连接器',
  uomName: '个',
  uomPrecision: 0,
  qty: 5000,
  price: 3.2,
  amount: 16000,
  requiredDate: '2026-12-02',
  promisedDate: '2026-11-30',
  shippedQty: 3500,
  receivedQty: 3000,
  datePending: false,
};
const igbt: CollabOrderLine = {
  ...connectors,
  id: '1716352000000471902',
  lineNo: 2,
  materialCode: 'EL-IGBT-75A',
  materialName: 'IGBT 模块',
  qty: 100,
  price: 268,
  amount: 26800,
  requiredDate: '2026-12-05',
  promisedDate: '2026-12-04',
  shippedQty: 0,
  receivedQty: 0,
};
const order = { id: '1716352000000470009', tolerancePct: 3, lines: [connectors, igbt] } as CollabOrderDetail;
const TODAY = '2026-11-29';

describe('可发数', () => {
  it('is (ordered − received) × (1 + tolerance) − in transit, as the contract’s example counts it', () => {
    expect(shippableQty(connectors, 3)).toBe(1560);
    expect(shippableQty(igbt, 3)).toBe(103);
  });
  it('rounds down to the unit’s decimals and never goes below 0', () => {
    expect(shippableQty({ ...igbt, qty: 7, uomPrecision: 0 }, 10)).toBe(7);
    expect(shippableQty({ ...igbt, qty: 2.5, uomPrecision: 3 }, 3)).toBe(2.575);
    expect(shippableQty({ ...connectors, shippedQty: 5200, receivedQty: 3000 }, 3)).toBe(0);
  });
  it('keeps a line whose promise waits for the buyer, or one shipped in full, off the ASN', () => {
    expect(unshippableReason({ ...igbt, datePending: true }, 3)).toBe('回复交期待客户接受，暂不能发货');
    expect(unshippableReason({ ...igbt, shippedQty: 103, receivedQty: 0 }, 3)).toBe('已发足');
    expect(unshippableReason(igbt, 3)).toBeUndefined();
  });
});

describe('a line of the ASN', () => {
  const line = (patch: Partial<ReturnType<typeof emptyAsnLine>>) => ({ ...emptyAsnLine(), ...patch });

  it('counts boxes up: 100 in twenties is 5, 101 is 6', () => {
    expect(boxCount({ shipQty: 100, perBox: 20 }, 0)).toBe(5);
    expect(boxCount({ shipQty: 101, perBox: 20 }, 0)).toBe(6);
    expect(boxCount({ shipQty: 0.3, perBox: 0.1 }, 1)).toBe(3);
    expect(boxCount({ shipQty: 100, perBox: null }, 0)).toBeUndefined();
  });
  it('refuses more than may ship with the numbers, as the server says it', () => {
    expect(asnLineProblems(connectors, line({ shipQty: 1600, perBox: 500 }), 3, TODAY)).toEqual({
      shipQty: '第 1 行 EL-CN-DB15F 发货数 1600 超过可发数 1560（订购 5000，已到货 3000，在途 500，允差 3%）',
    });
    expect(asnLineProblems(connectors, line({ shipQty: 1560, perBox: 500 }), 3, TODAY)).toEqual({});
  });
  it('asks for a positive whole quantity per box in pieces, a batch of the allowed characters and dates in order', () => {
    expect(
      asnLineProblems(
        igbt,
        line({
          shipQty: 0.5,
          perBox: null,
          supplierBatch: '批次1',
          productionDate: '2026-11-30',
          expiryDate: '2026-11-01',
        }),
        3,
        TODAY,
      ),
    ).toEqual({
      shipQty: '发货数只能是整数（单位“个”）',
      perBox: '请输入每箱数',
      supplierBatch: '供应商批次只能含字母、数字与 . _ / -，并以字母或数字开头',
      productionDate: '生产日期不能晚于今天',
      expiryDate: '有效期至不能早于生产日期',
    });
    expect(asnLineProblems(igbt, line({ shipQty: 0, perBox: 0 }), 3, TODAY)).toEqual({
      shipQty: '发货数须大于 0',
      perBox: '每箱数须大于 0',
    });
  });
  it('leaves a line without 发货数 alone', () => {
    expect(asnLineProblems(igbt, line({ supplierBatch: '批次' }), 3, TODAY)).toEqual({});
  });
});

describe('the ASN', () => {
  it('needs its expected date, not in the past, and a waybill of letters, digits and -', () => {
    const header = { expectedDate: '', carrier: '', waybillNo: 'SF 142', remark: '' };
    expect(asnHeaderProblems(header, TODAY)).toEqual({
      expectedDate: '请选择预计到货日期',
      waybillNo: '运单号只能含字母、数字与 -',
    });
    expect(asnHeaderProblems({ ...header, expectedDate: '2026-11-28', waybillNo: '' }, TODAY)).toEqual({
      expectedDate: '预计到货不能早于今天',
    });
  });
  it('sends only the lines given a 发货数, empty texts as null', () => {
    const body = asnBody(
      order,
      { expectedDate: '2026-12-03', carrier: '顺丰速运', waybillNo: 'SF1428837465201', remark: ' ' },
      {
        [connectors.id]: { ...emptyAsnLine(), supplierBatch: 'CEC2612A01' },
        [igbt.id]: {
          shipQty: 100,
          perBox: 20,
          supplierBatch: 'FF75-2646A',
          productionDate: '2026-11-12',
          expiryDate: '',
        },
      },
    );
    expect(body).toEqual({
      orderId: '1716352000000470009',
      expectedDate: '2026-12-03',
      carrier: '顺丰速运',
      waybillNo: 'SF1428837465201',
      remark: null,
      lines: [
        {
          orderLineId: '1716352000000471902',
          shipQty: 100,
          perBox: 20,
          supplierBatch: 'FF75-2646A',
          productionDate: '2026-11-12',
          expiryDate: null,
        },
      ],
    });
  });
});
