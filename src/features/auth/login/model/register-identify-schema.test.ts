import { describe, expect, it } from 'vitest';
import { registerIdentifySchema } from './register-identify-schema';

describe('the registration identify form', () => {
  it('needs the name, a mainland mobile and the 6-digit code, in Chinese', () => {
    const result = registerIdentifySchema.safeParse({ contactName: ' ', phone: '1392503661', smsCode: '4829' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      '请输入申请人姓名',
      '请输入正确的 11 位手机号',
      '验证码为 6 位数字',
    ]);
  });

  it('sends the trimmed identify body', () => {
    expect(registerIdentifySchema.parse({ contactName: ' 梁晓敏 ', phone: '13925036618', smsCode: '482913' })).toEqual({
      contactName: '梁晓敏',
      phone: '13925036618',
      smsCode: '482913',
    });
  });
});
