import { describe, expect, it } from 'vitest';
import { mfaSchema } from './mfa-schema';
import { modifyPasswordSchema } from './modify-password-schema';
import { smsLoginSchema } from './sms-login-schema';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('smsLoginSchema', () => {
  it.each(['13862156721', '19912345678', ' 15000000000 '])('accepts the mainland mobile %j', (phone) => {
    expect(smsLoginSchema.safeParse({ phone, smsCode: '482913' }).success).toBe(true);
  });
  it.each(['', '1386215672', '138621567211', '12862156721', '23862156721', '1386215672a'])(
    'refuses the phone %j',
    (phone) => {
      const issues = messages(smsLoginSchema.safeParse({ phone, smsCode: '482913' }));
      expect(issues).toEqual([phone ? 'phone: 请输入正确的 11 位手机号' : 'phone: 请输入手机号']);
    },
  );
  it('wants a 6-digit code', () => {
    expect(messages(smsLoginSchema.safeParse({ phone: '13862156721', smsCode: '' }))).toEqual([
      'smsCode: 请输入验证码',
    ]);
    expect(messages(smsLoginSchema.safeParse({ phone: '13862156721', smsCode: '48291' }))).toEqual([
      'smsCode: 验证码为 6 位数字',
    ]);
  });
});

describe('mfaSchema', () => {
  it('wants 6 digits', () => {
    expect(mfaSchema.safeParse({ mfaCode: '482913' }).success).toBe(true);
    expect(messages(mfaSchema.safeParse({ mfaCode: '4829a3' }))).toEqual(['mfaCode: 验证码为 6 位数字']);
  });
});

describe('modifyPasswordSchema', () => {
  const valid = { oldPassword: 'Jg@123456', newPassword: 'Jg2026sz', confirmPassword: 'Jg2026sz' };

  it('accepts 8–20 characters with letters and digits', () => {
    expect(modifyPasswordSchema.safeParse(valid).success).toBe(true);
    expect(
      modifyPasswordSchema.safeParse({
        ...valid,
        newPassword: 'a1234567890123456789',
        confirmPassword: 'a1234567890123456789',
      }).success,
    ).toBe(true);
  });
  it.each([
    ['too short', 'Jg20261'],
    ['too long', 'a12345678901234567890'],
    ['no digit', 'Jingong-sz'],
    ['no letter', '20262026'],
    ['a space', 'Jg 2026sz'],
  ])('refuses a new password with %s', (_case, newPassword) => {
    expect(messages(modifyPasswordSchema.safeParse({ ...valid, newPassword, confirmPassword: newPassword }))).toEqual([
      'newPassword: 新密码须为 8–20 位，同时包含字母和数字，且不含空格',
    ]);
  });
  it('wants the confirmation to match', () => {
    expect(messages(modifyPasswordSchema.safeParse({ ...valid, confirmPassword: 'Jg2026sy' }))).toEqual([
      'confirmPassword: 两次输入的新密码不一致',
    ]);
  });
  it('wants a password other than the old one', () => {
    const same = { oldPassword: 'Jg2026sz', newPassword: 'Jg2026sz', confirmPassword: 'Jg2026sz' };
    expect(messages(modifyPasswordSchema.safeParse(same))).toEqual(['newPassword: 新密码不能与原密码相同']);
  });
  it('names every empty field', () => {
    expect(messages(modifyPasswordSchema.safeParse({ oldPassword: '', newPassword: '', confirmPassword: '' }))).toEqual(
      ['oldPassword: 请输入原密码', 'newPassword: 请输入新密码', 'confirmPassword: 请再次输入新密码'],
    );
  });
});
