import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { RoleListPage } from './RoleListPage';

const form = declaredForm(RoleListPage);

describe('项目角色 form rules', () => {
  it('asks for code, name and sort in Chinese and refuses a code with other characters', () => {
    const result = form.schema.safeParse({ ...form.empty, code: 'SQE/1' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'code: 项目角色编码只能包含字母、数字、“-”和“_”',
      'name: 请输入项目角色名称',
      'sort: 请输入排序',
    ]);
  });

  it('gives exactly the contract body, an empty description as null', () => {
    expect(form.schema.parse({ ...form.empty, code: 'SQE', name: '供应商质量工程师', sort: 90 })).toEqual({
      code: 'SQE',
      name: '供应商质量工程师',
      sort: 90,
      description: null,
    });
  });
});
