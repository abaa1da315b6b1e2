import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { RoleListPage } from './RoleListPage';

const roleForm = declaredForm(RoleListPage);

/** The first message per field of a failed parse, by path. */
function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('角色 form rules', () => {
  it('needs a code starting with a letter and an order within the contract', () => {
    expect(
      messages(roleForm.schema.safeParse({ ...roleForm.empty, code: 'qualityEngineer', name: '质量工程师', sort: 70 })),
    ).toEqual({});
    expect(
      messages(roleForm.schema.safeParse({ ...roleForm.empty, code: '7engineer', name: '质量工程师', sort: 10000 })),
    ).toEqual({ code: '角色编码格式不正确', sort: '排序不能大于 9999' });
  });
});
