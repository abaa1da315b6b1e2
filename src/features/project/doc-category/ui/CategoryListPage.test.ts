import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { CategoryListPage } from './CategoryListPage';

const categoryForm = declaredForm(CategoryListPage);
const emptyCategory = categoryForm.empty;

describe('文档分类 form rules', () => {
  it('starts at the top level and asks for code, name and sort in Chinese', () => {
    expect(emptyCategory.pid).toBe('0');
    const result = categoryForm.schema.safeParse({ ...emptyCategory, pid: '' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'pid: 请选择上级分类',
      'code: 请输入分类编码',
      'name: 请输入分类名称',
      'sort: 请输入排序',
    ]);
  });

  it('gives exactly the contract body with the phases the category is due in', () => {
    const body = categoryForm.schema.parse({
      ...emptyCategory,
      pid: '1716352000006840002',
      code: 'DFMEA',
      name: '设计 FMEA',
      sort: 40,
      requiredPhaseCodes: ['P3'],
    });
    expect(body).toEqual({
      pid: '1716352000006840002',
      code: 'DFMEA',
      name: '设计 FMEA',
      sort: 40,
      requiredPhaseCodes: ['P3'],
      remark: null,
    });
  });
});
