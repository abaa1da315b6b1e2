import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { TypeListPage } from './TypeListPage';

const form = declaredForm(TypeListPage);
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('物料类型 form rules', () => {
  it('says in Chinese what is wrong with the code, and asks for the name and the category', () => {
    expect(messages({ code: 'RAW 01' })).toEqual([
      'code: 类型编码只能包含字母、数字、“-”和“_”',
      'name: 请输入类型名称',
      'category: 请选择物料大类',
    ]);
  });

  it('gives the whole contract body: trimmed texts, the chosen category, the three switches, an empty remark as null', () => {
    expect(
      form.schema.parse({ ...form.empty, code: 'RAW-01', name: ' 钢材 ', category: 'RAW', allowPurchase: true }),
    ).toEqual({
      code: 'RAW-01',
      name: '钢材',
      category: 'RAW',
      allowPurchase: true,
      allowProduce: false,
      allowSale: false,
      remark: null,
    });
  });
});
