import type { SysUserOwnLoginLogData } from '@/shared/api';

type LoginType = NonNullable<SysUserOwnLoginLogData[number]['loginType']>;

export const LOGIN_TYPE_NAMES: Record<LoginType, string> = {
  ACCOUNT: '账号密码',
  SMS: '短信验证码',
  DINGTALK: '钉钉免登',
  WECOM: '企业微信免登',
};
