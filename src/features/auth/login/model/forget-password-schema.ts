import * as z from 'zod/mini';
import type { ResetPasswordVariables, VerifyResetCodeVariables } from '@/shared/api';
import { exactBody } from '@/shared/lib/form-rules';
import { confirmMatches, newPasswordFields } from './modify-password-schema';
import { MOBILE_PATTERN, VERIFY_CODE_PATTERN } from './sms-login-schema';

type VerifyBody = VerifyResetCodeVariables['body'];
type ResetBody = ResetPasswordVariables['body'];

/** An e-mail address as people type it: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function targetProblem(channel: 'phone' | 'email', target: string): string | undefined {
  if (channel === 'phone')
    return !target ? '请输入账号绑定的手机号' : MOBILE_PATTERN.test(target) ? undefined : '请输入正确的 11 位手机号';
  return !target ? '请输入账号绑定的邮箱' : EMAIL_PATTERN.test(target) ? undefined : '请输入正确的邮箱地址';
}

/**
 * 忘记密码, step 1 (product.md §2.5): the account, where the code goes (the bound mobile or e-mail) and the code. The target's rule
 * follows the chosen channel, so switching 手机/邮箱 re-checks what was typed instead of clearing it. No rule here aborts
 * (zod then skips the object's checks), so an empty code never hides a wrong target.
 */
export const forgetIdentifySchema = exactBody<Pick<VerifyBody, 'account' | 'channel' | 'target' | 'code'>>()(
  z
    .object({
      account: z.string().check(z.trim(), z.minLength(1, '请输入账号'), z.maxLength(64, '账号不能超过 64 个字符')),
      channel: z.enum(['phone', 'email']),
      target: z.string().check(z.trim(), z.maxLength(64, '不能超过 64 个字符')),
      code: z
        .string()
        .check(z.trim(), z.minLength(1, '请输入验证码'), z.regex(VERIFY_CODE_PATTERN, '验证码为 6 位数字')),
    })
    .check(
      z.superRefine(
        (form, ctx) => {
          const problem = targetProblem(form.channel, form.target);
          if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['target'], input: form.target });
        },
        // Also while the code is still empty: 获取验证码 checks the target before any code exists.
        { when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== 'target') },
      ),
    ),
);

export type ForgetIdentifyValues = z.infer<typeof forgetIdentifySchema>;

export const emptyForgetIdentify: ForgetIdentifyValues = { account: '', channel: 'phone', target: '', code: '' };

/** Step 2: the new password (the contract's rule, as at the forced change of product.md §4.6) and its confirmation. */
export const forgetNewPasswordSchema = exactBody<Pick<ResetBody, 'newPassword'> & { confirmPassword: string }>()(
  z.object(newPasswordFields).check(confirmMatches()),
);

export type ForgetNewPasswordValues = z.infer<typeof forgetNewPasswordSchema>;
