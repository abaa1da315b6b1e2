import * as z from 'zod/mini';
import { opCorpRegAddBodyFacts } from '@/shared/api';
import { optionalPattern } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { USCC_MESSAGES, usccProblem } from '@/shared/lib/uscc';
import type { CorpReg } from './corp-reg-status';

const SCALES = [
  { title: '微型', value: 'MICRO' },
  { title: '小型', value: 'SMALL' },
  { title: '中型', value: 'MEDIUM' },
  { title: '大型', value: 'LARGE' },
] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each USCC problem as its own message, in the order usccProblem finds them (format before the check digit). */
const problemIs = (message: string) => (value: string) => usccProblem(value) !== message;
export const usccRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: USCC_MESSAGES.required, abort: true }),
    z.refine(problemIs(USCC_MESSAGES.length), { error: USCC_MESSAGES.length, abort: true }),
    z.refine(problemIs(USCC_MESSAGES.format), { error: USCC_MESSAGES.format, abort: true }),
    z.refine(problemIs(USCC_MESSAGES.checkDigit), USCC_MESSAGES.checkDigit),
  );

export const corpNameRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: '请输入企业名称', abort: true }),
    z.minLength(2, { error: '企业名称至少 2 个字符', abort: true }),
    z.maxLength(100, '企业名称不能超过 100 个字符'),
  );

/** The registration form (product.md §7.4 add/edit): the contract's OpCorpRegForm; USCC checked locally (GB 32100-2015). */
export const corpRegForm = defineForm(opCorpRegAddBodyFacts, {
  corpName: { label: '企业名称', placeholder: '与营业执照上的名称一致', rule: corpNameRule },
  corpAlias: { label: '企业简称' },
  uscc: { label: '统一社会信用代码', placeholder: '18 位，见营业执照', rule: usccRule },
  legalPerson: { label: '法定代表人' },
  regCapital: { label: '注册资本', placeholder: '如 2000万元人民币' },
  establishDate: { label: '成立日期', kind: 'date' },
  scale: { label: '企业规模', options: SCALES },
  industry: { label: '所属行业', placeholder: '如 通用设备制造' },
  province: { label: '省' },
  city: { label: '市' },
  district: { label: '区/县' },
  address: { label: '详细地址', wide: true },
  contactName: { label: '联系人' },
  contactPhone: {
    label: '联系人手机号',
    placeholder: '11 位手机号',
    rule: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: '请输入联系人手机号', abort: true }),
        z.regex(/^1[3-9]\d{9}$/, '请输入正确的 11 位手机号'),
      ),
  },
  email: { label: '联系邮箱', rule: optionalPattern('联系邮箱', 64, EMAIL_PATTERN, '联系邮箱格式不正确') },
  businessScope: { label: '经营范围', kind: 'textarea', wide: true },
  licenceFileId: {
    label: '营业执照',
    kind: 'custom',
    wide: true,
    rule: z.string('请上传营业执照').check(z.minLength(1, '请上传营业执照')),
  },
});

export type CorpRegFormValues = typeof corpRegForm.empty;
export type CorpRegFormBody = z.output<typeof corpRegForm.schema>;

/** A saved registration in the form (继续填写). */
export function corpRegFormValues(reg: CorpReg): CorpRegFormValues {
  return {
    corpName: reg.corpName,
    corpAlias: reg.corpAlias ?? '',
    uscc: reg.uscc,
    legalPerson: reg.legalPerson,
    regCapital: reg.regCapital ?? '',
    establishDate: reg.establishDate ?? '',
    scale: reg.scale ?? '',
    industry: reg.industry ?? '',
    province: reg.province,
    city: reg.city,
    district: reg.district,
    address: reg.address,
    contactName: reg.contactName,
    contactPhone: reg.contactPhone,
    email: reg.email ?? '',
    businessScope: reg.businessScope ?? '',
    licenceFileId: reg.licenceFileId ?? '',
  };
}
