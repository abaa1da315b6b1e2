import * as z from 'zod/mini';
import { exactBody } from '@/shared/lib/form-rules';
import type { ModifyPasswordVariables } from '@/shared/api';

type ModifyPasswordBody = ModifyPasswordVariables['body'];

/** The contract's rule for a new password (bos.yaml ModifyPasswordForm.newPassword). */
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/;

/** A new password and its confirmation, as the forced change and the reset both ask for them. */
export const newPasswordFields = {
  newPassword: z
    .string()
    .check(
      z.minLength(1, { error: '请输入新密码', abort: true }),
      z.regex(NEW_PASSWORD_PATTERN, '新密码须为 8–20 位，同时包含字母和数字，且不含空格'),
    ),
  confirmPassword: z.string().check(z.minLength(1, { error: '请再次输入新密码', abort: true })),
};

/** The confirmation matches the new password (the message at the confirmation). */
export const confirmMatches = () =>
  z.refine<{ newPassword: string; confirmPassword: string }>((form) => form.confirmPassword === form.newPassword, {
    error: '两次输入的新密码不一致',
    path: ['confirmPassword'],
  });

/** Forced password change at login (product.md §4.6): old, new and the new one again. */
export const modifyPasswordSchema = exactBody<
  Pick<ModifyPasswordBody, 'oldPassword' | 'newPassword'> & { confirmPassword: string }
>()(
  z
    .object({
      oldPassword: z
        .string()
        .check(z.minLength(1, { error: '请输入原密码', abort: true }), z.maxLength(64, '原密码不能超过 64 个字符')),
      ...newPasswordFields,
    })
    .check(
      confirmMatches(),
      z.refine((form) => form.newPassword !== form.oldPassword, {
        error: '新密码不能与原密码相同',
        path: ['newPassword'],
      }),
    ),
);

export type ModifyPasswordValues = z.infer<typeof modifyPasswordSchema>;
