import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { UserList } from './UserListPage';

const userForm = declaredForm(UserList);

/** The first message per field of a failed parse, by path. */
function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const validUser = {
  ...userForm.empty,
  deptId: '1716352000000000312',
  account: 'zhoujie',
  name: ' 周杰 ',
  sex: 1,
  phone: '13962145588',
  posIds: ['1716352000000800005'],
  roleIds: ['1716352000000000402', '1716352000000000404'],
};

describe('用户 form rules', () => {
  it('says in Chinese what is missing, the first problem of each field only', () => {
    expect(messages(userForm.schema.safeParse(userForm.empty))).toEqual({
      account: '请输入账号',
      name: '请输入姓名',
      sex: '请选择性别',
      phone: '请输入手机号',
      deptId: '请选择部门',
    });
  });

  it('refuses a short or malformed account, a one-character name, a wrong mobile and e-mail', () => {
    expect(
      messages(
        userForm.schema.safeParse({
          ...validUser,
          account: 'zj',
          name: '周',
          phone: '12962145588',
          email: 'zhoujie@jgzz',
        }),
      ),
    ).toEqual({
      account: '账号至少 4 位',
      name: '姓名至少 2 个字',
      phone: '请输入正确的 11 位手机号',
      email: '邮箱格式不正确',
    });
    expect(messages(userForm.schema.safeParse({ ...validUser, account: '9zhoujie' }))).toEqual({
      account: '账号须以字母开头，只含字母、数字或下划线',
    });
  });

  it('gives exactly the contract body: trimmed texts, empty e-mail and remark as null, the ids as chosen', () => {
    expect(userForm.schema.safeParse(validUser).data).toEqual({
      ...validUser,
      name: '周杰',
      email: null,
      remark: null,
    });
  });
});
