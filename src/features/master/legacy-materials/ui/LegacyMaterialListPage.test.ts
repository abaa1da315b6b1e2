import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { LegacyMaterialListPage } from './LegacyMaterialListPage';

const form = declaredForm(LegacyMaterialListPage);
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
const valid = { code: 'EL-R0603-4K7', name: ' 贴片电阻 ', typeCode: 'RAW', uomCode: 'PCS' };

describe('物料（旧版） form rules', () => {
  it('says in Chinese what is wrong', () => {
    expect(messages({ code: 'EL R0603', name: '贴片电阻', barcode: '69#01' })).toEqual([
      'code: 物料编码只能包含字母、数字、“-”和“_”',
      'typeCode: 请选择物料类型',
      'uomCode: 请选择计量单位',
      'barcode: 条码只能包含字母、数字和“-”',
    ]);
  });

  it('refuses a net weight above the gross weight, and a weight without its unit', () => {
    expect(messages({ ...valid, netWeight: 2, grossWeight: 1.5 })).toEqual([
      'netWeight: 单位净重不能大于单位毛重',
      'weightUomCode: 填写了重量时请选择重量单位',
    ]);
    expect(messages({ ...valid, netWeight: 2, weightUomCode: 'PCS' })).toEqual([
      'weightUomCode: 重量单位只能是千克、克或吨',
    ]);
  });

  it('gives the body by codes: unit, group and weight unit as codes, empty optional fields as null', () => {
    expect(
      form.schema.parse({
        ...form.empty,
        ...valid,
        groupCode: 'G0102',
        netWeight: 0.002,
        grossWeight: 0.003,
        weightUomCode: 'G',
      }),
    ).toEqual({
      code: 'EL-R0603-4K7',
      name: '贴片电阻',
      typeCode: 'RAW',
      traceability: 'NONE',
      uomCode: 'PCS',
      groupCode: 'G0102',
      specification: null,
      brand: null,
      drawingNo: null,
      barcode: null,
      shelfLifeDays: null,
      safetyStock: null,
      minPackQty: null,
      netWeight: 0.002,
      grossWeight: 0.003,
      weightUomCode: 'G',
      remark: null,
    });
  });
});
