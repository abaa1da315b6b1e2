import { describe, expect, it } from 'vitest';
import type { SysEmailDetailData } from '@/shared/api';
import { emailFormValues, emailSchema, testMailSchema } from './email-form';

function messages(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const saved: SysEmailDetailData = {
  host: 'smtp.exmail.qq.com',
  port: 465,
  encryption: 'SSL',
  account: 'notice@jgzz.com.cn',
  passwordSet: true,
  fromName: '精工制造协同平台',
  fromAddress: 'notice@jgzz.com.cn',
  enabled: true,
};

describe('邮件 SMTP form rules', () => {
  it('keeps the saved password when none is typed (null), and sends a new one when typed', () => {
    const values = emailFormValues(saved);
    expect(values.password).toBe('');
    expect(emailSchema(true).safeParse(values).data).toEqual({ ...values, password: null });
    expect(emailSchema(true).safeParse({ ...values, password: 'Xk9q2Lm7' }).data?.password).toBe('Xk9q2Lm7');
  });

  it('asks for the password the first time, a valid sender address and the server', () => {
    const values = emailFormValues({ ...saved, passwordSet: false });
    expect(messages(emailSchema(false).safeParse(values))).toEqual({ password: '请输入授权码/密码' });
    expect(
      messages(emailSchema(false).safeParse({ ...values, host: '', fromAddress: 'notice@jgzz', port: null })),
    ).toEqual({
      fromAddress: '请输入正确的邮箱地址，如 notice@jgzz.com.cn',
      host: '请输入服务器地址',
      port: '请输入端口',
    });
  });

  it('checks the test recipient', () => {
    expect(messages(testMailSchema.safeParse({ to: 'zhangwei' }))).toEqual({
      to: '请输入正确的邮箱地址，如 notice@jgzz.com.cn',
    });
    expect(testMailSchema.safeParse({ to: ' zhangwei@jgzz.com.cn ' }).data).toEqual({ to: 'zhangwei@jgzz.com.cn' });
  });
});
