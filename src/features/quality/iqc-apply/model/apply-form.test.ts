import { describe, expect, it } from 'vitest';
import { applyForm, applySchema } from './apply-form';

const TODAY = '2026-11-29';
const PIECES = { uomName: '个', uomPrecision: 0 };
const KILOGRAMS = { uomName: '千克', uomPrecision: 3 };

// The IGBT samples of the story (openapi/scm/quality.yaml → qmIqcApplyAdd's example).
const samples = {
  ...applyForm.empty,
  supplierId: '1716352000000460003',
  materialId: '1716352000000400406',
  supplierBatch: 'VX645218',
  productionDate: '2026-11-09',
  houseId: '1716352000000400802',
  arrivalQty: 20,
  inspectQty: 20,
  urgent: true,
  sourceNo: '中电港样品单 ZD-S261128-02',
  remark: '英飞凌 PCN-2026-117 新标识样品',
};

const messages = (values: object, unit = PIECES) => {
  const result = applySchema(unit, TODAY).safeParse({ ...samples, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('手工登记报检 form rules', () => {
  it('asks for the supplier, the material, the warehouse and both quantities', () => {
    expect(messages({ supplierId: '', materialId: '', houseId: '', arrivalQty: null, inspectQty: null })).toEqual({
      supplierId: '请选择供应商',
      materialId: '请选择物料',
      houseId: '请选择仓库',
      arrivalQty: '请输入到货数',
      inspectQty: '请输入报检数',
    });
  });

  it('refuses 报检数 above 到货数 in the server’s words (1017119)', () => {
    expect(messages({ inspectQty: 30 })).toEqual({ inspectQty: '报检数 30 超过到货数 20' });
    expect(messages({ inspectQty: 20 })).toEqual({});
    expect(messages({ inspectQty: 5 })).toEqual({});
  });

  it('wants both quantities above 0', () => {
    expect(messages({ arrivalQty: 0, inspectQty: 0 })).toEqual({
      arrivalQty: '到货数必须大于 0',
      inspectQty: '报检数必须大于 0',
    });
  });

  it('holds the quantities to the unit’s decimals', () => {
    expect(messages({ arrivalQty: 20.5, inspectQty: 20.5 })).toEqual({
      arrivalQty: '单位“个”的到货数只能是整数',
      inspectQty: '单位“个”的报检数只能是整数',
    });
    expect(messages({ arrivalQty: 4200, inspectQty: 147.1885 }, KILOGRAMS)).toEqual({
      inspectQty: '单位“千克”的报检数最多 3 位小数',
    });
    expect(messages({ arrivalQty: 4200, inspectQty: 4052.812 }, KILOGRAMS)).toEqual({});
    expect(messages({ arrivalQty: 4052.812, inspectQty: 4052.813 }, KILOGRAMS)).toEqual({
      inspectQty: '报检数 4052.813 超过到货数 4052.812',
    });
  });

  it('keeps 生产日期 not after today and 有效期至 not before it', () => {
    expect(messages({ productionDate: '2026-11-30' })).toEqual({
      productionDate: '生产日期不能晚于今天（2026-11-29）',
    });
    expect(messages({ expiryDate: '2026-11-08' })).toEqual({ expiryDate: '有效期至不能早于生产日期（2026-11-09）' });
    expect(messages({ expiryDate: '2028-11-08' })).toEqual({});
  });

  it('refuses batch numbers with other characters than the contract allows', () => {
    expect(messages({ supplierBatch: 'VX 645218', batchNo: 'B2026/1128' })).toEqual({
      supplierBatch: '供应商批次格式不正确',
      batchNo: '我方批次格式不正确',
    });
  });

  it('gives exactly the contract body, empty optional fields as null', () => {
    expect(applySchema(PIECES, TODAY).parse(samples)).toEqual({
      supplierId: '1716352000000460003',
      materialId: '1716352000000400406',
      supplierBatch: 'VX645218',
      batchNo: null,
      productionDate: '2026-11-09',
      expiryDate: null,
      houseId: '1716352000000400802',
      arrivalQty: 20,
      inspectQty: 20,
      inspectMode: null,
      urgent: true,
      sourceNo: '中电港样品单 ZD-S261128-02',
      remark: '英飞凌 PCN-2026-117 新标识样品',
    });
    expect(applySchema(PIECES, TODAY).parse({ ...samples, inspectMode: 'EXEMPT' })).toMatchObject({
      inspectMode: 'EXEMPT',
    });
  });
});
