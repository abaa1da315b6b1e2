import * as z from 'zod';
import type { SysUserOwnInfoData, SysUserUpdateInfoVariables } from '@/shared/api';

type UpdateInfoBody = SysUserUpdateInfoVariables['body'];

// The contract's patterns (openapi/sys.yaml OwnInfoForm).
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const MOBILE = /^1[3-9][0-9]{9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An empty optional field is sent as null: the server clears it. */
const emptyToNull = (value: string): string | null => (value === '' ? null : value);

/** 基本设置: what the user may change about themselves; typed against the contract (§6). */
export const baseInfoSchema = z.object({
  nickname: z.string().trim().min(1, '请输入昵称').max(32, '昵称不能超过 32 个字符'),
  email: z
    .string()
    .trim()
    .max(64, '邮箱不能超过 64 个字符')
    .refine((value) => value === '' || EMAIL.test(value), '邮箱格式不正确')
    .transform(emptyToNull),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || MOBILE.test(value), '请输入 11 位手机号')
    .transform(emptyToNull),
  gender: z.literal([0, 1, 2], '请选择性别'),
  birthday: z
    .string()
    .refine((value) => value === '' || DATE.test(value), '日期格式应为 YYYY-MM-DD')
    .transform(emptyToNull),
  signature: z.string().trim().max(128, '个人签名不能超过 128 个字符').transform(emptyToNull),
}) satisfies z.ZodType<UpdateInfoBody>;

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
