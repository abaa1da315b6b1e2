import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { PosListPage } from './PosListPage';

const posForm = declaredForm(PosListPage);

/** The first message per field of a failed parse, by path. */
function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('岗位 form rules', () => {
  it('needs a code of letters and digits, a name and an order', () => {
    expect(messages(posForm.schema.safeParse({ ...posForm.empty, code: 'Q E', sort: null }))).toMatchObject({
      code: '岗位编码只能包含字母、数字、“-”和“_”',
      name: '请输入岗位名称',
      sort: '请输入排序',
    });
    expect(posForm.schema.safeParse({ code: 'QE', name: ' 质量工程师 ', sort: 60, remark: '' }).data).toEqual({
      code: 'QE',
      name: '质量工程师',
      sort: 60,
      remark: null,
    });
  });
});
