import type { sysSchemas } from '@/shared/api';

/** The personal pages (§2.2: /account redirects to the account centre; its child settings). */
export const ACCOUNT_CENTER_PATH = '/account/center';
export const ACCOUNT_SETTINGS_PATH = '/account/settings';

type Gender = sysSchemas['schemas']['Gender'];
type BindingType = sysSchemas['schemas']['BindingType'];

export const GENDER_NAMES: Record<Gender, string> = { 0: '保密', 1: '男', 2: '女' };

/** Third-party workbenches a user can be bound to (the contract's BindingType). */
export const BINDING_NAMES: Record<BindingType, string> = { DINGTALK: '钉钉', WECOM: '企业微信' };
