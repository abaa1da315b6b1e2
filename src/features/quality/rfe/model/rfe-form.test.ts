import { describe, expect, it } from 'vitest';
import { rfeEmpty, rfeSchema } from './rfe-form';

const PIECES = { uomName: '个', uomPrecision: 0 };

// RFE-202611-0004 of the story: the chips whose inspection validity ran out on 11-28 (openapi/scm/quality.yaml).
const chips = {
  ...rfeEmpty,
  reason: 'INSPECTION_EXPIRED',
  reasonText: '湿敏 3 级器件，来料检验结论 60 天有效，已于 2026-11-28 到期',
  materialId: '1716352000000400405',
  batchNo: 'B20260610-IC01',
  houseId: '1716352000000400802',
  qty: 90,
};

const messages = (values: object, unit: typeof PIECES | undefined = PIECES) => {
  const result = rfeSchema(unit).safeParse({ ...chips, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('RFE 申请 form rules', () => {
  it('asks for the reason, the material, the batch, the warehouse and the quantity', () => {
    expect(messages({ reason: '', materialId: '', batchNo: ' ', houseId: '', qty: null })).toEqual({
      reason: '请选择复检原因',
      materialId: '请选择物料',
      batchNo: '请输入批次',
      houseId: '请选择仓库',
      qty: '请输入复检数量',
    });
  });

  it('wants a complaint’s text, and not the expiry reasons’', () => {
    expect(messages({ reason: 'COMPLAINT', reasonText: '  ' })).toEqual({ reasonText: '投诉或质量疑问须写明原因说明' });
    expect(messages({ reason: 'COMPLAINT', reasonText: '亚太轻合金来函：时效炉温偏低' })).toEqual({});
    expect(messages({ reason: 'SHELF_LIFE', reasonText: '' })).toEqual({});
  });

  it('holds 复检数量 above 0 and to the unit’s decimals', () => {
    expect(messages({ qty: 0 })).toEqual({ qty: '复检数量必须大于 0' });
    expect(messages({ qty: 90.5 })).toEqual({ qty: '单位“个”的复检数量只能是整数' });
    expect(messages({ qty: 500.125 }, { uomName: '千克', uomPrecision: 3 })).toEqual({});
  });

  it('gives exactly the contract body of a request made by hand', () => {
    expect(rfeSchema(PIECES).parse(chips)).toEqual({
      sourceType: 'MANUAL',
      reason: 'INSPECTION_EXPIRED',
      reasonText: '湿敏 3 级器件，来料检验结论 60 天有效，已于 2026-11-28 到期',
      materialId: '1716352000000400405',
      batchNo: 'B20260610-IC01',
      houseId: '1716352000000400802',
      qty: 90,
      remark: null,
    });
  });
});
