import { describe, expect, it } from 'vitest';
import type { SysSecureDetailData } from '@/shared/api';
import { SECURE_DEFAULTS, secureChanges, secureSchema } from './secure-form';

function messages(values: object) {
  const result = secureSchema.safeParse({ ...SECURE_DEFAULTS, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('安全设置 rules', () => {
  it('keeps each number within its bounds, in Chinese', () => {
    expect(messages({ pwdMinLength: 4 })).toEqual({ pwdMinLength: '密码最小长度不能小于 6' });
    expect(messages({ pwdMinLength: 33 })).toEqual({ pwdMinLength: '密码最小长度不能大于 32' });
    expect(messages({ sessionMinutes: null })).toEqual({ sessionMinutes: '请输入会话有效期' });
  });

  it('ties fields together: lock minutes, captcha before the lock, idle within the session, one character class', () => {
    expect(messages({ lockMinutes: 0 })).toEqual({ lockMinutes: '开启登录锁定时，锁定时长须大于 0 分钟' });
    expect(messages({ lockEnabled: false, lockMinutes: 0 })).toEqual({});
    expect(messages({ captchaAfterFails: 5 })).toEqual({
      captchaAfterFails: '验证码须在锁定之前出现：失败次数应小于锁定的连续失败次数',
    });
    expect(messages({ idleMinutes: 600 })).toEqual({ idleMinutes: '空闲超时不能超过会话有效期' });
    expect(messages({ pwdRequireLower: false, pwdRequireDigit: false })).toEqual({
      pwdRequireLower: '请至少要求一类字符（大写、小写、数字或特殊字符）',
    });
  });

  it('says what a save changes', () => {
    const before: SysSecureDetailData = {
      ...SECURE_DEFAULTS,
      pwdMinLength: 8,
      updateAccount: 'zhangwei',
      updateTime: '2026-10-12 14:20:00',
    } as SysSecureDetailData;
    const after = secureSchema.parse({
      ...SECURE_DEFAULTS,
      pwdMinLength: 10,
      mfaEnabled: true,
      mfaMethod: 'TOTP',
      idleMinutes: 0,
    });
    expect(secureChanges(before, after)).toEqual([
      '密码最小长度：8 → 10',
      '启用双因素认证：否 → 是',
      '认证方式：短信验证码 → TOTP 动态口令',
      '空闲超时（分钟）：30 → 0（不限）',
    ]);
  });
});
