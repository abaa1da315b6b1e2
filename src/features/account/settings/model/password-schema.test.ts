import { describe, expect, it } from 'vitest';
import { passwordFormSchema, type PasswordFormValues } from './password-schema';

function messages(values: PasswordFormValues): Record<string, string | undefined> {
  const result = passwordFormSchema.safeParse(values);
  if (result.success) return {};
  // The form shows the first message of each field, as zodResolver does.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

const valid: PasswordFormValues = { oldPassword: 'Jg@2026sz', newPassword: 'Jg@2027wx', confirmPassword: 'Jg@2027wx' };

describe('passwordFormSchema', () => {
  it('sends old and new password only', () => {
    expect(passwordFormSchema.parse(valid)).toEqual({ oldPassword: 'Jg@2026sz', newPassword: 'Jg@2027wx' });
  });

  it('asks for every field', () => {
    expect(messages({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: '请输入原密码',
      newPassword: '请输入新密码',
      confirmPassword: '请再次输入新密码',
    });
  });

  it.each([
    ['Ab1', '新密码至少 8 位'],
    ['Abcdefgh1234567890xyz', '新密码不能超过 20 位'],
    ['abcd 12345', '新密码不能包含空格'],
    ['12345678', '新密码须同时包含字母和数字'],
    ['abcdefgh', '新密码须同时包含字母和数字'],
  ])('rejects %j: %s', (newPassword, message) => {
    expect(messages({ ...valid, newPassword, confirmPassword: newPassword }).newPassword).toBe(message);
  });

  it('accepts the rule exactly at 8 and 20 characters', () => {
    expect(messages({ ...valid, newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' })).toEqual({});
    expect(
      messages({ ...valid, newPassword: 'abcdefghij1234567890', confirmPassword: 'abcdefghij1234567890' }),
    ).toEqual({});
  });

  it('wants the confirmation to match', () => {
    expect(messages({ ...valid, confirmPassword: 'Jg@2027wy' })).toEqual({ confirmPassword: '两次输入的新密码不一致' });
  });

  it('wants a new password that differs from the old one', () => {
    expect(messages({ oldPassword: 'Jg@2026sz', newPassword: 'Jg@2026sz', confirmPassword: 'Jg@2026sz' })).toEqual({
      newPassword: '新密码不能与原密码相同',
    });
  });
});
