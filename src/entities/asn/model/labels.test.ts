import { describe, expect, it } from 'vitest';
import { boxCountOf, boxQuantities, labelsOf } from './labels';
import type { AsnDetail, AsnDetailLine } from './types';

const line = (patch: Partial<AsnDetailLine>): AsnDetailLine => ({
  id: '1716352000000475201',
  lineNo: 1,
  orderLineId: '1716352000000471901',
  orderLineNo: 1,
  materialId: '1716352000000400407',
  materialCode: 'EL-CN-DB15F',
  materialName: '连接器',
  specification: 'DB15 母头 焊线式',
  uomName: '个',
  uomPrecision: 0,
  batchRequired: false,
  shipQty: 500,
  perBox: 500,
  boxCount: 1,
  supplierBatch: 'CEC2611B21',
  productionDate: '2026-11-21',
  expiryDate: null,
  receivedQty: 0,
  ...patch,
});

const asn = (
  lines: AsnDetailLine[],
): Pick<AsnDetail, 'asnNo' | 'orderNo' | 'supplierCode' | 'supplierName' | 'lines'> => ({
  asnNo: 'ASN-202611-0002',
  orderNo: 'PO-202611-0009',
  supplierCode: 'SUP-0047',
  supplierName: '中电港',
  lines,
});

describe('boxes', () => {
  it('counts ⌈发货数 ÷ 每箱数⌉ and puts the rest in the last box', () => {
    expect(boxCountOf(300, 90, 0)).toBe(4);
    expect(boxQuantities({ shipQty: 300, perBox: 90, uomPrecision: 0 })).toEqual([90, 90, 90, 30]);
    expect(boxQuantities({ shipQty: 100, perBox: 20, uomPrecision: 0 })).toEqual([20, 20, 20, 20, 20]);
    // Decimals counted in the unit's steps: 0.3 ÷ 0.1 is 3 boxes, not 4 (0.3 / 0.1 is 2.9999999999999996).
    expect(boxQuantities({ shipQty: 0.3, perBox: 0.1, uomPrecision: 3 })).toEqual([0.1, 0.1, 0.1]);
    expect(boxQuantities({ shipQty: 147.188, perBox: 50, uomPrecision: 3 })).toEqual([50, 50, 47.188]);
  });

  it('has no boxes while a quantity is missing or not positive', () => {
    expect(boxCountOf(null, 20, 0)).toBe(0);
    expect(boxCountOf(100, 0, 0)).toBe(0);
    expect(boxQuantities({ shipQty: 0, perBox: 20, uomPrecision: 0 })).toEqual([]);
  });
});

describe('labelsOf', () => {
  it('prints one label per box with the ASN, line and box in its payload', () => {
    const [label, ...others] = labelsOf(asn([line({})]));
    expect(others).toEqual([]);
    expect(label).toEqual({
      payload: 'ASN-202611-0002|1|1/1',
      asnNo: 'ASN-202611-0002',
      orderNo: 'PO-202611-0009',
      supplierCode: 'SUP-0047',
      supplierName: '中电港',
      lineNo: 1,
      materialCode: 'EL-CN-DB15F',
      materialName: '连接器',
      specification: 'DB15 母头 焊线式',
      qty: 500,
      qtyText: '500 个',
      supplierBatch: 'CEC2611B21',
      productionDate: '2026-11-21',
      expiryDate: null,
      box: 1,
      boxes: 1,
    });
  });

  it('numbers the boxes per line, line after line, the last box holding the rest', () => {
    const labels = labelsOf(
      asn([
        line({ lineNo: 1, shipQty: 300, perBox: 90, materialCode: 'EL-IC-F407', expiryDate: '2028-11-01' }),
        line({ lineNo: 2, shipQty: 147.188, perBox: 50, uomName: '千克', uomPrecision: 3 }),
      ]),
    );
    expect(labels.map((l) => [l.payload, l.qtyText])).toEqual([
      ['ASN-202611-0002|1|1/4', '90 个'],
      ['ASN-202611-0002|1|2/4', '90 个'],
      ['ASN-202611-0002|1|3/4', '90 个'],
      ['ASN-202611-0002|1|4/4', '30 个'],
      ['ASN-202611-0002|2|1/3', '50 千克'],
      ['ASN-202611-0002|2|2/3', '50 千克'],
      ['ASN-202611-0002|2|3/3', '47.188 千克'],
    ]);
    expect(labels[3]).toMatchObject({ box: 4, boxes: 4, qty: 30, expiryDate: '2028-11-01' });
  });
});
