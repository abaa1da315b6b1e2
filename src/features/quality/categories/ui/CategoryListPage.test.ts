import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { CategoryListPage } from './CategoryListPage';

const form = declaredForm(CategoryListPage);
const messages = (values: object) => {
  const found: Record<string, string> = {};
  for (const issue of form.schema.safeParse({ ...form.empty, ...values }).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('检验类别 form rules', () => {
  it('asks for the code, name, stage and order, in Chinese', () => {
    expect(messages({ sort: null })).toEqual({
      code: '请输入类别编码',
      name: '请输入类别名称',
      stage: '请选择阶段',
      sort: '请输入排序',
    });
  });

  it('holds the code to its pattern and the order to 0–9999', () => {
    expect(messages({ code: 'IPQC 2', name: '巡检', stage: 'PROCESS', sort: 10000 })).toEqual({
      code: '类别编码只能包含字母、数字、“-”和“_”',
      sort: '排序不能大于 9999',
    });
  });

  it('sends a category with an empty remark as null', () => {
    expect(form.schema.parse({ ...form.empty, code: 'IPQC', name: ' 巡检 ', stage: 'PROCESS', sort: 30 })).toEqual({
      code: 'IPQC',
      name: '巡检',
      stage: 'PROCESS',
      sort: 30,
      remark: null,
    });
  });

  it('greys the code of the built-in IQC category on edit only (1017009)', () => {
    const disabled = CategoryListPage.declared.screen.form?.code.disabled;
    if (typeof disabled !== 'function') throw new Error('the code is greyed by the record');
    const row = {
      id: '1716352000000541002',
      code: 'FAI',
      name: '首检',
      stage: 'PROCESS',
      sort: 20,
      status: 0,
    } as const;
    expect(
      disabled({ ...row, id: '1716352000000541001', code: 'IQC', name: '来料检验', stage: 'INCOMING', builtIn: true }),
    ).toBe(true);
    expect(disabled({ ...row, builtIn: false })).toBe(false);
    expect(disabled(undefined)).toBe(false);
  });
});
