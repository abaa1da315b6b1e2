import * as z from 'zod/mini';
import { collabRelationInviteBodyFacts } from '@/shared/api';
import { usccProblem, USCC_MESSAGES } from '@/shared/lib/uscc';
import { defineForm } from '@/shared/ui/record-form';
import { optionsOf, RELATION_TYPES, SCOPES, type RelationRow } from './relation-states';

/** The partner's code, checked with its GB 32100 check character before the server is asked (Chinese messages). */
export const usccRule = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.minLength(1, { error: USCC_MESSAGES.required, abort: true }),
  z.superRefine((value, context) => {
    const problem = usccProblem(value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
  }),
);

const SCOPE_VALUES = Object.keys(SCOPES) as RelationRow['scope'][number][];

/** At least one of 订单 / ASN / 批次. */
export const scopeRule = z
  .array(z.enum(SCOPE_VALUES))
  .check(z.minLength(1, '请至少选择一项协同范围'), z.maxLength(SCOPE_VALUES.length));

/** 邀请: by the partner's unified social credit code and its registered name; the direction is the screen's. */
export const inviteForm = defineForm(collabRelationInviteBodyFacts, {
  direction: { label: '方向', hidden: true },
  uscc: { label: '统一社会信用代码', placeholder: '18 位，见对方营业执照', rule: usccRule },
  companyName: { label: '企业名称', placeholder: '与对方在平台注册的全称一致' },
  relationType: { label: '关系类型', options: optionsOf(RELATION_TYPES) },
  scope: { label: '协同范围', kind: 'custom', rule: scopeRule },
  contactName: { label: '联系人' },
  contactPhone: { label: '联系电话', placeholder: '手机或座机' },
  remark: { label: '备注', kind: 'textarea', wide: true, placeholder: '随邀请发给对方' },
});
