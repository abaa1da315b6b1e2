import { z } from 'zod';
import type { LoginWithAccountVariables } from '@/shared/api';

type LoginBody = LoginWithAccountVariables['body'];

/** Account login form; typed against the contract so a renamed field breaks the build (§6). */
export const loginFormSchema = z.object({
  account: z.string().trim().min(1, '请输入账号').max(64, '账号不能超过 64 个字符'),
  password: z.string().min(1, '请输入密码').max(64, '密码不能超过 64 个字符'),
}) satisfies z.ZodType<Pick<LoginBody, 'account' | 'password'>>;

export type LoginFormValues = z.infer<typeof loginFormSchema>;
