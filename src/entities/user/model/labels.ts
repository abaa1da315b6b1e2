import type { sysSchemas } from '@/shared/api';

type Gender = sysSchemas['schemas']['Gender'];
type BindingType = sysSchemas['schemas']['BindingType'];

/** The contract's Gender as shown. */
export const GENDER_NAMES: Record<Gender, string> = { 0: '保密', 1: '男', 2: '女' };

/** Third-party workbenches a user can be bound to (the contract's BindingType). */
export const BINDING_NAMES: Record<BindingType, string> = { DINGTALK: '钉钉', WECOM: '企业微信' };
