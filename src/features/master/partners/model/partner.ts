import * as z from 'zod/mini';
import type { MdCustomerPageData, MdSupplierPageData } from '@/shared/api';
import { optionalPattern, requiredPattern } from '@/shared/lib/form-rules';
import type { Lookups } from '@/shared/lib/lookups';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { DetailItem } from '@/shared/ui/detail-list';

/**
 * Customers and suppliers are the same kind of record (a business partner: code, names, credit code, contact,
 * bank, settlement terms) with a few fields of their own. Their columns, search, form and detail are declared here
 * once; each kind's screen adds its own.
 */
export type PartnerNoun = '客户' | '供应商';

/** The fields both kinds have, as the contract types them (a field renamed in either breaks this). */
type PartnerRecord = Pick<
  MdCustomerPageData['rows'][number] | MdSupplierPageData['rows'][number],
  | 'code'
  | 'name'
  | 'shortName'
  | 'uscc'
  | 'taxNo'
  | 'contactName'
  | 'contactPhone'
  | 'email'
  | 'address'
  | 'bankName'
  | 'bankAccount'
  | 'settlementMode'
  | 'currency'
  | 'status'
  | 'remark'
  | 'updateTime'
>;

/** A shared column shows a field both kinds have. */
type SharedColumn = Omit<ColumnConfig<PartnerRecord>, 'render' | 'edit'>;

/**
 * The list's columns: code and names, the kind's classification (`kind`), contact, terms with the kind's own (`terms`).
 * Widths from titles, dictionaries and examples; short name, settlement and currency give way on a narrow table.
 */
export function partnerColumns<Kind, Terms>(
  noun: PartnerNoun,
  own: { kind: Kind[]; terms: Terms[] },
): Array<SharedColumn | Kind | Terms> {
  return [
    { dataIndex: 'code', title: `${noun}编码`, example: 'GYS-00001', hideAble: false, sorter: true },
    { dataIndex: 'name', title: `${noun}全称`, example: '苏州精工电子科技有限公司', ellipsis: true },
    { dataIndex: 'shortName', title: '简称', example: '锐拓机器人', ellipsis: true, hide: 'narrow' },
    ...own.kind,
    { dataIndex: 'contactName', title: '联系人', example: '欧阳明', ellipsis: true },
    { dataIndex: 'contactPhone', title: '联系电话', example: '0512-6288 1000' },
    { dataIndex: 'settlementMode', title: '结算方式', dict: 'settlement_mode', dictAs: 'text', hide: 'narrow' },
    { dataIndex: 'currency', title: '币种', dict: 'currency', dictAs: 'text', hide: 'narrow' },
    ...own.terms,
    { dataIndex: 'uscc', title: '统一社会信用代码', example: '91320500MA1XXXXXXX', hide: true },
    { dataIndex: 'email', title: '邮箱', example: 'purchase@example.com', hide: true },
    { dataIndex: 'address', title: '地址', width: 240, ellipsis: true, hide: true },
    { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
    { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
  ];
}

/** Search by code, name (full or short), the kind's own conditions, then status. */
export function partnerConditions<Key extends string>(
  noun: PartnerNoun,
  own: SearchCondition<Key>[],
): SearchCondition<'code' | 'name' | 'status' | Key>[] {
  return [
    { key: 'code', title: `${noun}编码`, type: 'input' },
    { key: 'name', title: `${noun}名称`, type: 'input', placeholder: '全称或简称' },
    ...own,
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ];
}

// The contract's formats (MdCustomerForm and MdSupplierForm share them): the rules below keep the form's own
// messages; the facts still give each input its limits.
const USCC = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8}(-\d{1,6})?|\+[1-9]\d{6,14})$/;
// The contract says `format: email` (not in the facts); this is the usual name@domain.tld shape.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const USCC_LABEL = '统一社会信用代码';
const USCC_MESSAGE = '统一社会信用代码为 18 位，不含 I、O、Z、S、V';

/** The supplier's credit code: required. */
export const requiredUscc = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, `请输入${USCC_LABEL}`),
    z.refine((value) => value === '' || USCC.test(value), USCC_MESSAGE),
  );
/** The customer's credit code: overseas customers have none (sent as null). */
export const optionalUscc = () => optionalPattern(USCC_LABEL, 18, USCC, USCC_MESSAGE);

/** The full name as on the business licence: 2–128 characters (the contract's minLength 2 is not in the facts). */
function fullName(label: string) {
  return z.string().check(
    z.trim(),
    z.minLength(1, `请输入${label}`),
    z.maxLength(128, `${label}不能超过 128 个字符`),
    z.refine((value) => value === '' || value.length >= 2, `${label}至少 2 个字符`),
  );
}

/**
 * The form's declarations both kinds share, in reading order: identity, the kind's classification (`kind`), credit
 * code (the kind's own rule) and contact, terms with the kind's own (`terms`), then bank, address and remark.
 */
export function partnerForm<
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
    taxNo: {
      label: '税号',
      rule: optionalPattern('税号', 30, /^[0-9A-Za-z-]{6,30}$/, '税号为 6–30 位字母、数字或“-”'),
    },
    contactName: { label: '联系人' },
    contactPhone: {
      label: '联系电话',
      rule: requiredPattern('联系电话', 20, PHONE, '联系电话应为手机号、座机（区号-号码）或国际号码（+国家码号码）'),
    },
    email: { label: '邮箱', rule: optionalPattern('邮箱', 64, EMAIL, '邮箱格式不正确') },
    settlementMode: { label: '结算方式', dict: 'settlement_mode' },
    currency: { label: '结算币种', dict: 'currency' },
    ...own.terms,
    bankName: { label: '开户银行' },
    bankAccount: { label: '银行账号', rule: optionalPattern('银行账号', 32, /^\d{8,32}$/, '银行账号为 8–32 位数字') },
    address: { label: '地址', wide: true },
    remark: { label: '备注', kind: 'textarea', wide: true },
  } as const;
}

/** The detail's values in reading order, the kind's own after its names (`kind`) and among the terms (`terms`). */
export function partnerItems(
  noun: PartnerNoun,
  record: PartnerRecord,
  renderDict: Lookups['renderDict'],
  own: { kind: DetailItem[]; terms: DetailItem[] },
): DetailItem[] {
  return [
    { label: `${noun}编码`, value: record.code },
    { label: `${noun}全称`, value: record.name, span: 2 },
    { label: '简称', value: record.shortName },
    ...own.kind,
    { label: '状态', value: renderDict('common_status', record.status) },
    { label: '统一社会信用代码', value: record.uscc },
    { label: '税号', value: record.taxNo },
    { label: '联系人', value: record.contactName },
    { label: '联系电话', value: record.contactPhone },
    { label: '邮箱', value: record.email },
    { label: '结算方式', value: renderDict('settlement_mode', record.settlementMode, 'text') },
    { label: '结算币种', value: renderDict('currency', record.currency, 'text') },
    ...own.terms,
    { label: '开户银行', value: record.bankName },
    { label: '银行账号', value: record.bankAccount },
    { label: '地址', value: record.address, span: 3 },
    { label: '备注', value: record.remark, span: 3 },
  ];
}

/** A credit limit in yuan; none means the credit is not controlled. */
export function creditText(value: unknown): string {
  return typeof value === 'number'
    ? value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : '不控制';
}
