// zod/mini (same zod 4, functional API) keeps the login route's first load inside its budget (architecture.md §9).
import * as z from 'zod/mini';
import { exactBody } from '@/shared/lib/form-rules';
import type { LoginWithAccountVariables } from '@/shared/api';

type LoginBody = LoginWithAccountVariables['body'];

/** Account login form; typed against the contract so a renamed field breaks the build (architecture.md §6). */
export const loginFormSchema = exactBody<Pick<LoginBody, 'account' | 'password'>>()(
  z.object({
    account: z.string().check(z.trim(), z.minLength(1, '请输入账号'), z.maxLength(64, '账号不能超过 64 个字符')),
    password: z.string().check(z.minLength(1, '请输入密码'), z.maxLength(64, '密码不能超过 64 个字符')),
  }),
);

export type LoginFormValues = z.infer<typeof loginFormSchema>;
