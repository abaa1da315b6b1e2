import type { SearchOption } from '@/shared/lib/table-query';

export const SMS_PROVIDERS: readonly SearchOption[] = [
  { value: 'ALIYUN', title: '阿里云' },
  { value: 'TENCENT', title: '腾讯云' },
];

export const SMS_PURPOSES: readonly SearchOption[] = [
  { value: 'LOGIN', title: '登录验证码' },
  { value: 'MFA', title: '二次验证' },
  { value: 'PASSWORD', title: '找回密码' },
  { value: 'APPROVAL', title: '审批通知' },
  { value: 'ALERT', title: '生产告警' },
  { value: 'NOTICE', title: '业务通知' },
];

export const titleOf = (options: readonly SearchOption[], value: unknown) =>
  options.find((option) => option.value === value)?.title ?? String(value);
