import * as z from 'zod';
import type { SysUserUpdatePwdVariables } from '@/shared/api';

type UpdatePwdBody = SysUserUpdatePwdVariables['body'];

const LETTER_AND_DIGIT = '新密码须同时包含字母和数字';

/**
 * 修改密码: the contract's rule (8–20 characters, letters and digits, no spaces, as bos modifyPassword) plus the
 * confirmation, which never leaves the page.
 */
export const passwordFormSchema = z
  .object({
    oldPassword: z.string().min(1, '请输入原密码').max(64, '原密码不能超过 64 个字符'),
    newPassword: z
      .string()
      .min(1, '请输入新密码')
      .min(8, '新密码至少 8 位')
      .max(20, '新密码不能超过 20 位')
      .regex(/^\S+$/, '新密码不能包含空格')
      .regex(/[A-Za-z]/, LETTER_AND_DIGIT)
      .regex(/[0-9]/, LETTER_AND_DIGIT),
    confirmPassword: z.string().min(1, '请再次输入新密码'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], error: '两次输入的新密码不一致' })
  .refine((values) => values.newPassword !== values.oldPassword, { path: ['newPassword'], error: '新密码不能与原密码相同' })
  .transform(({ oldPassword, newPassword }) => ({ oldPassword, newPassword })) satisfies z.ZodType<UpdatePwdBody>;

export type PasswordFormValues = z.input<typeof passwordFormSchema>;

export const emptyPasswordForm: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
