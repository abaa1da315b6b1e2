import * as z from 'zod/mini';
import { sysSecureEditBodyFacts, type SysSecureDetailData } from '@/shared/api';
import { requiredNumber } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';

const MFA_METHODS = [
  { title: '短信验证码', value: 'SMS' },
  { title: '邮箱验证码', value: 'EMAIL' },
  { title: 'TOTP 动态口令', value: 'TOTP' },
];
const MFA_SCOPES = [
  { title: '全部用户', value: 'ALL' },
  { title: '仅管理员', value: 'ADMIN' },
];

/** A whole number within bounds, with the unit in the messages' label. */
const whole = (label: string, min: number, max: number) => requiredNumber(label, { min, max, integer: true });

/** 安全设置 on the contract's SysSecureForm: one form, saved whole. */
export const secureForm = defineForm(sysSecureEditBodyFacts, {
  pwdMinLength: { label: '密码最小长度', placeholder: '6–32', rule: whole('密码最小长度', 6, 32) },
  pwdRequireUpper: { label: '必须包含大写字母' },
  pwdRequireLower: { label: '必须包含小写字母' },
  pwdRequireDigit: { label: '必须包含数字' },
  pwdRequireSpecial: { label: '必须包含特殊字符' },
  pwdExpireDays: { label: '密码有效期（天）', placeholder: '0 为永不过期', rule: whole('密码有效期', 0, 3650) },
  pwdHistoryCount: { label: '不得与最近几次密码相同', placeholder: '0 为不限制', rule: whole('密码历史次数', 0, 24) },
  pwdForceChange: { label: '首次登录强制修改密码' },
  lockEnabled: { label: '连续登录失败后锁定账号' },
  lockFailCount: { label: '连续失败次数', rule: whole('连续失败次数', 1, 20) },
  lockMinutes: { label: '锁定时长（分钟）', rule: whole('锁定时长', 0, 1440) },
  captchaAfterFails: {
    label: '失败几次后要求验证码',
    placeholder: '0 为始终要求',
    rule: whole('验证码出现的失败次数', 0, 20),
  },
  mfaEnabled: { label: '启用双因素认证' },
  mfaMethod: { label: '认证方式', options: MFA_METHODS },
  mfaScope: { label: '适用范围', options: MFA_SCOPES },
  sessionMinutes: { label: '会话有效期（分钟）', rule: whole('会话有效期', 5, 43200) },
  multiLogin: { label: '同一账号允许多处同时登录' },
  idleMinutes: { label: '空闲超时（分钟）', placeholder: '0 为不限', rule: whole('空闲超时', 0, 1440) },
});

export type SecureFormValues = typeof secureForm.empty;
export type SecureFormBody = z.output<typeof secureForm.schema>;

/** The rules that tie fields together, each on the field to change. */
export const secureSchema = secureForm.schema.check(
  z.refine((s) => !s.lockEnabled || s.lockMinutes > 0, {
    message: '开启登录锁定时，锁定时长须大于 0 分钟',
    path: ['lockMinutes'],
  }),
  z.refine((s) => !s.lockEnabled || s.captchaAfterFails < s.lockFailCount, {
    message: '验证码须在锁定之前出现：失败次数应小于锁定的连续失败次数',
    path: ['captchaAfterFails'],
  }),
  z.refine((s) => s.idleMinutes <= s.sessionMinutes, { message: '空闲超时不能超过会话有效期', path: ['idleMinutes'] }),
  z.refine((s) => s.pwdRequireUpper || s.pwdRequireLower || s.pwdRequireDigit || s.pwdRequireSpecial, {
    message: '请至少要求一类字符（大写、小写、数字或特殊字符）',
    path: ['pwdRequireLower'],
  }),
);

/** 恢复默认: what a new enterprise starts with. */
export const SECURE_DEFAULTS: SecureFormValues = {
  pwdMinLength: 8,
  pwdRequireUpper: false,
  pwdRequireLower: true,
  pwdRequireDigit: true,
  pwdRequireSpecial: false,
  pwdExpireDays: 90,
  pwdHistoryCount: 3,
  pwdForceChange: true,
  lockEnabled: true,
  lockFailCount: 5,
  lockMinutes: 30,
  captchaAfterFails: 3,
  mfaEnabled: false,
  mfaMethod: 'SMS',
  mfaScope: 'ADMIN',
  sessionMinutes: 480,
  multiLogin: true,
  idleMinutes: 30,
};

const FIELDS = Object.keys(SECURE_DEFAULTS) as (keyof SecureFormValues)[];

export function secureFormValues(secure: SysSecureDetailData): SecureFormValues {
  return Object.fromEntries(FIELDS.map((name) => [name, secure[name]])) as SecureFormValues;
}

const LABELS = Object.fromEntries(secureForm.fields().map((field) => [field.name, field.label])) as Record<
  keyof SecureFormValues,
  string
>;

function shown(name: keyof SecureFormValues, value: unknown): string {
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (name === 'mfaMethod') return MFA_METHODS.find((m) => m.value === value)?.title ?? String(value);
  if (name === 'mfaScope') return MFA_SCOPES.find((m) => m.value === value)?.title ?? String(value);
  if (value === 0 && (name === 'pwdExpireDays' || name === 'idleMinutes')) return '0（不限）';
  return String(value);
}

/** What a save changes, one line a field: '空闲超时（分钟）：60 → 30'. */
export function secureChanges(before: SysSecureDetailData, after: SecureFormBody): string[] {
  return FIELDS.filter((name) => before[name] !== after[name]).map(
    (name) => `${LABELS[name]}：${shown(name, before[name])} → ${shown(name, after[name])}`,
  );
}
