import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { DefectListPage } from './DefectListPage';

const form = declaredForm(DefectListPage);
const messages = (values: object) => {
  const found: Record<string, string> = {};
  for (const issue of form.schema.safeParse({ ...form.empty, ...values }).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('缺陷代码 form rules', () => {
  it('asks for the code, description, item type and class', () => {
    expect(messages({})).toEqual({
      code: '请输入缺陷编码',
      name: '请输入缺陷描述',
      itemType: '请选择检验项目类型',
      defectClass: '请选择等级',
    });
  });

  it('refuses a class that is not CR, MAJ or MIN, and a code with spaces', () => {
    expect(messages({ code: 'DF APP', name: '毛刺', itemType: 'APPEARANCE', defectClass: 'MINOR' })).toMatchObject({
      code: '缺陷编码只能包含字母、数字、“-”和“_”',
      defectClass: expect.stringContaining('等级') as unknown,
    });
  });

  it('sends a defect with its 判定说明', () => {
    expect(
      form.schema.parse({
        ...form.empty,
        code: 'DF-APP-010',
        name: '毛刺',
        itemType: 'APPEARANCE',
        defectClass: 'MIN',
        criterion: '切口毛刺高于 0.1 mm',
      }),
    ).toEqual({
      code: 'DF-APP-010',
      name: '毛刺',
      itemType: 'APPEARANCE',
      defectClass: 'MIN',
      criterion: '切口毛刺高于 0.1 mm',
      remark: null,
    });
  });
});
