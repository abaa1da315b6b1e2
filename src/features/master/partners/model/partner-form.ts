import * as z from 'zod/mini';
import { codeText, optionalPattern, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import type { FieldConfig } from '@/shared/ui/record-form';
import type { PartnerNoun, PartnerRecord } from './partner-kind';

// The contract's formats (openapi/scm.yaml MdCustomerForm and MdSupplierForm share them).
const USCC = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const TAX_NO = /^[0-9A-Za-z-]{6,30}$/;
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8}(-\d{1,6})?|\+[1-9]\d{6,14})$/;
const BANK_ACCOUNT = /^\d{8,32}$/;
// The contract says `format: email`; this is the usual name@domain.tld shape.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const USCC_MESSAGE = '统一社会信用代码为 18 位，不含 I、O、Z、S、V';
export const PHONE_MESSAGE = '联系电话应为手机号、座机（区号-号码）或国际号码（+国家码号码）';

// MdSettlementMode and MdCurrency; the selects offer the settlement_mode and currency dictionaries.
const SETTLEMENT_MODES = ['PREPAY', 'COD', 'MONTHLY_30', 'MONTHLY_60', 'MONTHLY_90'] as const;
const CURRENCIES = ['CNY', 'USD', 'EUR', 'JPY'] as const;

/** A choice of one of the contract's enum values, '请选择{label}' when none. */
export function requiredEnum<const V extends readonly [string, ...string[]]>(label: string, values: V) {
  return z.pipe(requiredChoice(label), z.enum(values, `请选择${label}`));
}

/** The supplier's credit code: required. */
export function requiredUscc() {
  return z.string().check(
    z.trim(),
    z.minLength(1, '请输入统一社会信用代码'),
    z.refine((value) => value === '' || USCC.test(value), USCC_MESSAGE),
  );
}

/** The customer's credit code: overseas customers have none (sent as null). */
export function optionalUscc() {
  return optionalPattern('统一社会信用代码', 18, USCC, USCC_MESSAGE);
}

/** The full name as on the business licence: 2–128 characters. */
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

/** The rules both kinds share; `uscc` is the kind's own (required for suppliers, empty for overseas customers). */
export function partnerShape<U extends z.ZodMiniType<string | null, string>>(noun: PartnerNoun, uscc: U) {
  return {
    code: codeText(`${noun}编码`, 32),
    name: fullName(`${noun}全称`),
    shortName: optionalText('简称', 32),
    uscc,
    taxNo: optionalPattern('税号', 30, TAX_NO, '税号为 6–30 位字母、数字或“-”'),
    contactName: requiredText('联系人', 32),
    contactPhone: contactPhone(),
    email: optionalPattern('邮箱', 64, EMAIL, '邮箱格式不正确'),
    address: optionalText('地址', 255),
    bankName: optionalText('开户银行', 64),
    bankAccount: optionalPattern('银行账号', 32, BANK_ACCOUNT, '银行账号为 8–32 位数字'),
    settlementMode: requiredEnum('结算方式', SETTLEMENT_MODES),
    currency: requiredEnum('结算币种', CURRENCIES),
    remark: optionalText('备注', 255),
  };
}

type Shape = ReturnType<typeof partnerShape<z.ZodMiniType<string | null, string>>>;
/** What the shared inputs hold. */
export type PartnerValues = { [K in keyof Shape]: z.input<Shape[K]> };

/** A new record starts in 人民币; everything else is typed or chosen. */
export const emptyPartner: PartnerValues = {
  code: '',
  name: '',
  shortName: '',
  uscc: '',
  taxNo: '',
  contactName: '',
  contactPhone: '',
  email: '',
  address: '',
  bankName: '',
  bankAccount: '',
  settlementMode: '',
  currency: 'CNY',
  remark: '',
};

/** The shared inputs of a saved record (the server's null shows as an empty input). */
export function partnerValues(record: PartnerRecord): PartnerValues {
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

/** A shared field: its name is one of the shared inputs, so each kind's form has it. */
type SharedField = Omit<FieldConfig<PartnerValues>, 'render'>;

/**
 * The form's fields in reading order: identity, the kind's classification (`kind`), credit code and contact,
 * terms with the kind's own (`terms`), then bank, address and remark.
 */
export function partnerFields<OwnField>(noun: PartnerNoun, own: { kind: OwnField[]; usccRequired: boolean; terms: OwnField[] }): Array<SharedField | OwnField> {
  return [
    { name: 'code', label: `${noun}编码`, required: true, maxLength: 32 },
    { name: 'name', label: `${noun}全称`, required: true, maxLength: 128 },
    { name: 'shortName', label: '简称', maxLength: 32 },
    ...own.kind,
    { name: 'uscc', label: '统一社会信用代码', required: own.usccRequired, maxLength: 18 },
    { name: 'taxNo', label: '税号', maxLength: 30 },
    { name: 'contactName', label: '联系人', required: true, maxLength: 32 },
    { name: 'contactPhone', label: '联系电话', required: true, maxLength: 20 },
    { name: 'email', label: '邮箱', maxLength: 64 },
    { name: 'settlementMode', label: '结算方式', required: true, kind: 'select', dict: 'settlement_mode' },
    { name: 'currency', label: '结算币种', required: true, kind: 'select', dict: 'currency' },
    ...own.terms,
    { name: 'bankName', label: '开户银行', maxLength: 64 },
    { name: 'bankAccount', label: '银行账号', maxLength: 32 },
    { name: 'address', label: '地址', maxLength: 255, wide: true },
    { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
  ];
}
