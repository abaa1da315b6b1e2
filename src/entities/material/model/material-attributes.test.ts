import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  emptyMaterialAttributes,
  materialAttributeItems,
  materialAttributeRules,
  materialAttributeValues,
} from './material-attributes';

const schema = z.object(materialAttributeRules);
const messages = (values: object) => {
  const result = schema.safeParse({ ...emptyMaterialAttributes, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('material attributes', () => {
  it('sends empty texts as null and keeps numbers', () => {
    expect(schema.parse({ ...emptyMaterialAttributes, brand: ' 南山 ', safetyStock: 20 })).toMatchObject({
      specification: null,
      brand: '南山',
      safetyStock: 20,
      remark: null,
    });
  });

  it('says in Chinese what is wrong', () => {
    expect(messages({ barcode: '69 01' })).toEqual(['条码只能包含字母、数字和“-”']);
    expect(messages({ shelfLifeDays: 1.5 })).toEqual(['保质期必须是整数']);
    expect(messages({ minPackQty: -1 })).toEqual(['最小包装量不能小于 0']);
    expect(messages({ brand: '品'.repeat(65) })).toEqual(['品牌不能超过 64 个字符']);
  });

  it('fills the inputs from a saved material, missing values as empty', () => {
    expect(materialAttributeValues({ brand: '南山', netWeight: 1.2, drawingNo: null })).toEqual({
      ...emptyMaterialAttributes,
      brand: '南山',
      netWeight: 1.2,
    });
  });

  it('shows weights with their unit, and nothing without a weight', () => {
    const items = materialAttributeItems({ netWeight: 1.35, grossWeight: null, weightUomName: '千克' });
    expect(items.find((item) => item.label === '单位净重')?.value).toBe('1.35 千克');
    expect(items.find((item) => item.label === '单位毛重')?.value).toBeNull();
  });
});
