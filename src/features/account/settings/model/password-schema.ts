// zod/mini: see base-info-schema.ts.
import * as z from 'zod/mini';
import { exactBody } from '@/shared/lib/form-rules';
import type { SysUserUpdatePwdVariables } from '@/shared/api';

type UpdatePwdBody = SysUserUpdatePwdVariables['body'];

const LETTER_AND_DIGIT = '新密码须同时包含字母和数字';

/**
 * 修改密码: the contract's rule (8–20 characters, letters and digits, no spaces, as bos modifyPassword) plus the
 * confirmation, which never leaves the page.
 */
export const passwordFormSchema = exactBody<UpdatePwdBody>()(
  z.pipe(
    z
      .object({
        oldPassword: z.string().check(z.minLength(1, '请输入原密码'), z.maxLength(64, '原密码不能超过 64 个字符')),
        newPassword: z
          .string()
          .check(
            z.minLength(1, '请输入新密码'),
            z.minLength(8, '新密码至少 8 位'),
            z.maxLength(20, '新密码不能超过 20 位'),
            z.regex(/^\S+$/, '新密码不能包含空格'),
            z.regex(/[A-Za-z]/, LETTER_AND_DIGIT),
            z.regex(/[0-9]/, LETTER_AND_DIGIT),
          ),
        confirmPassword: z.string().check(z.minLength(1, '请再次输入新密码')),
      })
      .check(
        z.refine((values) => values.newPassword === values.confirmPassword, {
          path: ['confirmPassword'],
          error: '两次输入的新密码不一致',
        }),
        z.refine((values) => values.newPassword !== values.oldPassword, {
          path: ['newPassword'],
          error: '新密码不能与原密码相同',
        }),
      ),
    z.transform(
      ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string; confirmPassword: string }) => ({
        oldPassword,
        newPassword,
      }),
    ),
  ),
);

export type PasswordFormValues = z.input<typeof passwordFormSchema>;

export const emptyPasswordForm: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
