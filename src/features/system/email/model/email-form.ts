import * as z from 'zod/mini';
import { sysEmailEditBodyFacts, type SysEmailDetailData } from '@/shared/api';
import { optionalText, requiredPattern } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MESSAGE = '请输入正确的邮箱地址，如 notice@jgzz.com.cn';

const ENCRYPTIONS = [
  { value: 'NONE', title: '无' },
  { value: 'SSL', title: 'SSL' },
  { value: 'STARTTLS', title: 'STARTTLS' },
] as const;

/** SMTP 设置 on the contract's SysEmailForm. The password is write-only: empty keeps the one saved (sent as null). */
export const emailForm = defineForm(sysEmailEditBodyFacts, {
  host: { label: '服务器地址', placeholder: '如 smtp.exmail.qq.com' },
  port: { label: '端口', placeholder: 'SSL 常用 465，STARTTLS 常用 587' },
  encryption: { label: '加密方式', options: ENCRYPTIONS },
  account: { label: '账号' },
  password: { label: '授权码/密码', kind: 'custom', rule: optionalText('授权码/密码', 128) },
  fromName: { label: '发件人名称', placeholder: '如 精工制造协同平台' },
  fromAddress: { label: '发件地址', rule: requiredPattern('发件地址', 128, EMAIL, EMAIL_MESSAGE) },
  enabled: { label: '启用' },
});

type EmailFormValues = typeof emailForm.empty;

/** Without a saved password the first save must bring one. */
export function emailSchema(passwordSet: boolean) {
  return emailForm.schema.check(
    z.refine((body) => passwordSet || body.password !== null, { message: '请输入授权码/密码', path: ['password'] }),
  );
}

export function emailFormValues(config: SysEmailDetailData): EmailFormValues {
  return {
    host: config.host ?? '',
    port: config.port,
    encryption: config.encryption,
    account: config.account ?? '',
    password: '',
    fromName: config.fromName ?? '',
    fromAddress: config.fromAddress ?? '',
    enabled: config.enabled,
  };
}

/** 测试发送's recipient. */
export const testMailSchema = z.object({ to: requiredPattern('收件地址', 128, EMAIL, EMAIL_MESSAGE) });
