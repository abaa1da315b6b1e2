import { describe, expect, it } from 'vitest';
import { returnForm, returnSchema } from './ReturnForm';
import type { ChosenSource } from './ReturnSourceField';

// openapi/examples/scm/poReceiveBackSources.yaml: the connectors rejected at inspection (200, all held by RT-202611-0001).
const rejected: ChosenSource = {
  id: '1716352000000476901',
  sourceType: 'IQC',
  sourceNo: 'IQC-20261126-0007',
  materialCode: 'EL-CN-DB15F',
  materialName: '连接器',
  batchNo: 'B20261126-CN01',
  houseName: '电子料仓',
  locationName: '防静电区 3 号货架第 1 层',
  onHandQty: 200,
  returningQty: 200,
  uomName: '个',
  uomPrecision: 0,
};
const valid = {
  ...returnForm.empty,
  supplierId: '1716352000000460003',
  sourceType: 'IQC',
  sourceId: rejected.id,
  qty: 200,
  reason: '来料检验不合格：插针弯曲',
};
const messages = (source: ChosenSource | undefined, values: object) => {
  const result = returnSchema(source).safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('退货单 form rules', () => {
  it('asks for the supplier, the source, the quantity and the reason', () => {
    expect(messages(undefined, { supplierId: '', sourceType: '', sourceId: '', qty: null, reason: ' ' })).toEqual({
      supplierId: '请选择供应商',
      sourceType: '请选择退货来源',
      sourceId: '请选择退货来源',
      qty: '请输入退货数',
      reason: '请输入退货原因',
    });
  });

  it('checks 退货数 against the source chosen', () => {
    expect(messages(rejected, { qty: 300 })).toEqual({ qty: '退货数 300 超过库位现存 200' });
    expect(messages(rejected, {})).toEqual({ qty: '退货数 200 超过可退数 0（库位现存 200，其他退货单占用 200）' });
    expect(messages({ ...rejected, returningQty: 0 }, {})).toEqual({});
  });

  it('gives exactly the contract body', () => {
    expect(returnSchema({ ...rejected, returningQty: 0 }).parse(valid)).toEqual({
      supplierId: '1716352000000460003',
      sourceType: 'IQC',
      sourceId: '1716352000000476901',
      qty: 200,
      reason: '来料检验不合格：插针弯曲',
      remark: null,
    });
  });
});
