import * as z from 'zod/mini';
import { optionalPattern } from '@/shared/lib/form-rules';
import type { PartnerNoun, PartnerRecord } from './partner-kind';

// The contract's formats (openapi/scm.yaml MdCustomerForm and MdSupplierForm share them); the rules below keep
// the form's own messages, and the facts still give each input its limits.
const USCC = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const TAX_NO = /^[0-9A-Za-z-]{6,30}$/;
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8}(-\d{1,6})?|\+[1-9]\d{6,14})$/;
const BANK_ACCOUNT = /^\d{8,32}$/;
// The contract says `format: email` (not in the facts); this is the usual name@domain.tld shape.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const USCC_MESSAGE = '统一社会信用代码为 18 位，不含 I、O、Z、S、V';
const PHONE_MESSAGE = '联系电话应为手机号、座机（区号-号码）或国际号码（+国家码号码）';
const USCC_LABEL = '统一社会信用代码';

/** The supplier's credit code: required. */
export function requiredUscc() {
  return z.string().check(
    z.trim(),
    z.minLength(1, `请输入${USCC_LABEL}`),
    z.refine((value) => value === '' || USCC.test(value), USCC_MESSAGE),
  );
}

/** The customer's credit code: overseas customers have none (sent as null). */
export function optionalUscc() {
  return optionalPattern(USCC_LABEL, 18, USCC, USCC_MESSAGE);
}

/** The full name as on the business licence: 2–128 characters (the contract's minLength 2 is not in the facts). */
function fullName(label: string) {
  return z.string().check(
    z.trim(),
    z.minLength(1, `请输入${label}`),
    z.maxLength(128, `${label}不能超过 128 个字符`),
    z.refine((value) => value === '' || value.length >= 2, `${label}至少 2 个字符`),
  );
}

function contactPhone() {
  return z.string().check(
    z.trim(),
    z.minLength(1, '请输入联系电话'),
    z.maxLength(20, '联系电话不能超过 20 个字符'),
    z.refine((value) => value === '' || PHONE.test(value), PHONE_MESSAGE),
  );
}

/**
 * The declarations both kinds share, in reading order: identity, the kind's classification (`kind`), credit code
 * (the kind's own rule) and contact, terms with the kind's own (`terms`), then bank, address and remark.
 */
export function partnerDeclarations<
  const Kind extends object,
  const Terms extends object,
  Uscc extends z.ZodMiniType<string | null, string>,
>(noun: PartnerNoun, own: { kind: Kind; uscc: Uscc; terms: Terms }) {
  return {
    code: { label: `${noun}编码` },
    name: { label: `${noun}全称`, rule: fullName(`${noun}全称`) },
    shortName: { label: '简称' },
    ...own.kind,
    uscc: { label: USCC_LABEL, rule: own.uscc },
    taxNo: { label: '税号', rule: optionalPattern('税号', 30, TAX_NO, '税号为 6–30 位字母、数字或“-”') },
    contactName: { label: '联系人' },
    contactPhone: { label: '联系电话', rule: contactPhone() },
    email: { label: '邮箱', rule: optionalPattern('邮箱', 64, EMAIL, '邮箱格式不正确') },
    settlementMode: { label: '结算方式', dict: 'settlement_mode' },
    currency: { label: '结算币种', dict: 'currency' },
    ...own.terms,
    bankName: { label: '开户银行' },
    bankAccount: { label: '银行账号', rule: optionalPattern('银行账号', 32, BANK_ACCOUNT, '银行账号为 8–32 位数字') },
    address: { label: '地址', wide: true },
    remark: { label: '备注', kind: 'textarea', wide: true },
  } as const;
}

/** The shared inputs of a saved record (the server's null shows as an empty input). */
export function partnerValues(record: PartnerRecord) {
  return {
    code: record.code,
    name: record.name,
    shortName: record.shortName ?? '',
    uscc: record.uscc ?? '',
    taxNo: record.taxNo ?? '',
    contactName: record.contactName,
    contactPhone: record.contactPhone,
    email: record.email ?? '',
    address: record.address ?? '',
    bankName: record.bankName ?? '',
    bankAccount: record.bankAccount ?? '',
    settlementMode: record.settlementMode,
    currency: record.currency,
    remark: record.remark ?? '',
  };
}
