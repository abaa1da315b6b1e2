import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { PhaseListPage } from './PhaseListPage';

const phaseForm = declaredForm(PhaseListPage);

/** The first message per field of a failed parse, by path. */
function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('项目阶段 form rules', () => {
  it('says in Chinese what is missing, and refuses a code with a space', () => {
    expect(messages(phaseForm.schema.safeParse(phaseForm.empty))).toEqual({
      code: '请输入阶段编码',
      name: '请输入阶段名称',
      gateName: '请输入阶段门评审',
      sort: '请输入排序',
    });
    expect(
      messages(
        phaseForm.schema.safeParse({
          ...phaseForm.empty,
          code: 'P 7',
          name: '上市后评估',
          gateName: 'G7',
          sort: 10000,
        }),
      ),
    ).toEqual({
      code: '阶段编码只能包含字母、数字、“-”和“_”',
      sort: '排序不能大于 9999',
    });
  });

  it('gives exactly the contract body, empty optional texts as null', () => {
    const body = phaseForm.schema.parse({
      ...phaseForm.empty,
      code: 'P7',
      name: ' 上市后评估 ',
      gateName: 'G7 项目后评估',
      sort: 80,
    });
    expect(body).toEqual({
      code: 'P7',
      name: '上市后评估',
      gateName: 'G7 项目后评估',
      sort: 80,
      deliverables: null,
      remark: null,
    });
  });
});
