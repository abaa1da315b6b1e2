import * as z from 'zod/mini';
import { exactBody } from '@/shared/lib/form-rules';
import type { LoginWithSmsCodeVariables } from '@/shared/api';

type SmsLoginBody = LoginWithSmsCodeVariables['body'];

/** Mainland mobile numbers: 11 digits from 13x to 19x (bos.yaml LoginPhone). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** SMS and MFA codes: 6 digits (bos.yaml LoginVerifyCode). */
export const VERIFY_CODE_PATTERN = /^\d{6}$/;

export const phoneField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: '请输入手机号', abort: true }),
    z.regex(MOBILE_PATTERN, '请输入正确的 11 位手机号'),
  );
export const verifyCodeField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: '请输入验证码', abort: true }),
    z.regex(VERIFY_CODE_PATTERN, '验证码为 6 位数字'),
  );

/** SMS login form (product.md §4.6), typed against the contract. */
export const smsLoginSchema = exactBody<Pick<SmsLoginBody, 'phone' | 'smsCode'>>()(
  z.object({
    phone: phoneField,
    smsCode: verifyCodeField,
  }),
);

export type SmsLoginValues = z.infer<typeof smsLoginSchema>;
