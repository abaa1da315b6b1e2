import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { StdUomListPage } from './StdUomListPage';

const form = declaredForm(StdUomListPage);
const micron = { ...form.empty, code: 'UM', name: '微米', symbol: 'μm' };
const messages = (values: object) =>
  form.schema.safeParse({ ...micron, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('标准计量单位 form rules', () => {
  it('refuses a base unit whose factor is not 1, and a factor with more than six decimals', () => {
    expect(messages({ baseUnit: true, factor: 0.001 })).toEqual([
      'dimension: 请选择量纲',
      'factor: 基准单位的换算系数必须为 1',
    ]);
    expect(messages({ dimension: 'LEN', factor: 1.2345678 })).toEqual(['factor: 换算系数最多 6 位小数']);
  });

  it('starts with factor 1 and two decimals, and gives the unit with its dimension, factor and decimals', () => {
    expect(
      form.schema.parse({ ...form.empty, code: 'CM', name: '厘米', symbol: 'cm', dimension: 'LEN', factor: 0.01 }),
    ).toEqual({
      code: 'CM',
      name: '厘米',
      symbol: 'cm',
      dimension: 'LEN',
      baseUnit: false,
      factor: 0.01,
      precision: 2,
      remark: null,
    });
  });
});
