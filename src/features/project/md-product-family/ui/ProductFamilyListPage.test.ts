import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { ProductFamilyListPage } from './ProductFamilyListPage';

const familyForm = declaredForm(ProductFamilyListPage);

describe('产品族 form rules', () => {
  it('asks for code, name and sort in Chinese and refuses a code with other characters', () => {
    const result = familyForm.schema.safeParse({ ...familyForm.empty, code: 'LM/1' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'code: 产品族编码只能包含字母、数字、“-”和“_”',
      'name: 请输入产品族名称',
      'sort: 请输入排序',
    ]);
  });

  it('gives exactly the contract body, an empty description as null', () => {
    expect(familyForm.schema.parse({ ...familyForm.empty, code: 'LM', name: '直线电机', sort: 90 })).toEqual({
      code: 'LM',
      name: '直线电机',
      sort: 90,
      description: null,
    });
  });
});
