// zod/mini, like the login form: the login route shares zod's core with this chunk, and classic zod's extra core
// parts would push the login route's first load over its budget (architecture.md §9).
import * as z from 'zod/mini';
import { exactBody } from '@/shared/lib/form-rules';
import type { SysUserOwnInfoData, SysUserUpdateInfoVariables } from '@/shared/api';

type UpdateInfoBody = SysUserUpdateInfoVariables['body'];

// The contract's patterns (openapi/sys.yaml OwnInfoForm).
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const MOBILE = /^1[3-9][0-9]{9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An empty optional field is sent as null: the server clears it. */
const emptyToNull = z.transform((value: string): string | null => (value === '' ? null : value));

/** 基本设置: what the user may change about themselves; typed against the contract (architecture.md §6). */
export const baseInfoSchema = exactBody<UpdateInfoBody>()(
  z.object({
    nickname: z.string().check(z.trim(), z.minLength(1, '请输入昵称'), z.maxLength(32, '昵称不能超过 32 个字符')),
    email: z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(64, '邮箱不能超过 64 个字符'),
        z.refine((value) => value === '' || EMAIL.test(value), '邮箱格式不正确'),
      ),
      emptyToNull,
    ),
    phone: z.pipe(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || MOBILE.test(value), '请输入 11 位手机号'),
      ),
      emptyToNull,
    ),
    gender: z.literal([0, 1, 2], '请选择性别'),
    birthday: z.pipe(
      z.string().check(z.refine((value) => value === '' || DATE.test(value), '日期格式应为 YYYY-MM-DD')),
      emptyToNull,
    ),
    signature: z.pipe(z.string().check(z.trim(), z.maxLength(128, '个人签名不能超过 128 个字符')), emptyToNull),
  }),
);

export type BaseInfoFormValues = z.input<typeof baseInfoSchema>;
export type BaseInfoBody = z.output<typeof baseInfoSchema>;

/** The form starts from the stored profile; missing values are empty inputs. */
export function baseInfoDefaults(profile: SysUserOwnInfoData): BaseInfoFormValues {
  return {
    nickname: profile.nickname,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    gender: profile.gender,
    birthday: profile.birthday ?? '',
    signature: profile.signature ?? '',
  };
}
