import { describe, expect, it } from 'vitest';
import { forgetIdentifySchema, forgetNewPasswordSchema } from './forget-password-schema';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const phone = { account: 'zhangwei', channel: 'phone' as const, target: '13862156721', code: '482913' };

describe('forgetIdentifySchema', () => {
  it('sends the account, the channel, the trimmed target and the code as the contract names them', () => {
    expect(forgetIdentifySchema.parse({ ...phone, account: ' zhangwei ', target: ' 13862156721 ' })).toEqual(phone);
    const email = {
      account: 'zhangwei',
      channel: 'email' as const,
      target: 'zhangwei@jinggong-sz.com',
      code: '482913',
    };
    expect(forgetIdentifySchema.parse(email)).toEqual(email);
  });

  it('checks the target by the chosen channel', () => {
    expect(messages(forgetIdentifySchema.safeParse({ ...phone, target: 'zhangwei@jinggong-sz.com' }))).toEqual([
      'target: 请输入正确的 11 位手机号',
    ]);
    expect(messages(forgetIdentifySchema.safeParse({ ...phone, channel: 'email' }))).toEqual([
      'target: 请输入正确的邮箱地址',
    ]);
    expect(messages(forgetIdentifySchema.safeParse({ ...phone, target: '' }))).toEqual([
      'target: 请输入账号绑定的手机号',
    ]);
    expect(messages(forgetIdentifySchema.safeParse({ ...phone, channel: 'email', target: ' ' }))).toEqual([
      'target: 请输入账号绑定的邮箱',
    ]);
  });

  it('names a wrong target even while the account and code are still empty (获取验证码 checks it first)', () => {
    const issues = messages(
      forgetIdentifySchema.safeParse({ account: '', channel: 'phone', target: '1386', code: '' }),
    );
    expect(issues).toContain('account: 请输入账号');
    expect(issues).toContain('target: 请输入正确的 11 位手机号');
    expect(issues).toContain('code: 请输入验证码');
  });

  it('wants a 6-digit code', () => {
    expect(messages(forgetIdentifySchema.safeParse({ ...phone, code: '48291' }))).toEqual(['code: 验证码为 6 位数字']);
  });
});

describe('forgetNewPasswordSchema', () => {
  it('takes 8–20 characters with letters and digits, confirmed', () => {
    expect(forgetNewPasswordSchema.safeParse({ newPassword: 'Jg2027sz', confirmPassword: 'Jg2027sz' }).success).toBe(
      true,
    );
  });
  it.each(['Jg2027', 'jinggongsz', '20272027', 'Jg 2027sz', 'Jg2027sz'.repeat(3)])('refuses %j', (newPassword) => {
    expect(messages(forgetNewPasswordSchema.safeParse({ newPassword, confirmPassword: newPassword }))).toEqual([
      'newPassword: 新密码须为 8–20 位，同时包含字母和数字，且不含空格',
    ]);
  });
  it('wants the same password twice', () => {
    expect(
      messages(forgetNewPasswordSchema.safeParse({ newPassword: 'Jg2027sz', confirmPassword: 'Jg2027sx' })),
    ).toEqual(['confirmPassword: 两次输入的新密码不一致']);
  });
});
