import * as z from 'zod/mini';
import { TenantSelect } from '@/entities/tenant';
import { opCorpAdd, opCorpAddBodyFacts, opCorpEdit } from '@/shared/api';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import type { OpCorp, OpCorpQuery } from '../model/corp-list';
import { usccProblem } from '@/shared/lib/uscc';

const USCC_LABEL = '统一社会信用代码';

/** The code's format and its GB 32100 check character, said in Chinese before the server is asked. */
const usccRule = z.string().check(
  z.trim(),
  z.minLength(1, `请输入${USCC_LABEL}`),
  z.superRefine((value, context) => {
    const problem = value === '' ? undefined : usccProblem(value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
  }),
);

/** 企业 add/edit on the contract's OpCorpForm. */
export const corpForm = defineForm(opCorpAddBodyFacts, {
  tenantId: { label: '所属租户', kind: 'custom' },
  corpName: { label: '企业名称', placeholder: '与营业执照一致' },
  corpAlias: { label: '企业简称' },
  uscc: { label: USCC_LABEL, rule: usccRule },
  legalPerson: { label: '法定代表人' },
  contactName: { label: '联系人' },
  contactPhone: { label: '联系电话', placeholder: '手机号或区号-座机号' },
  industry: { label: '所属行业' },
  province: { label: '省' },
  city: { label: '市' },
  district: { label: '区/县' },
  address: { label: '详细地址', wide: true },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type CorpFormValues = typeof corpForm.empty;
export type CorpFormBody = z.output<typeof corpForm.schema>;

export function corpFormValues(corp: OpCorp): CorpFormValues {
  return {
    tenantId: corp.tenantId,
    corpName: corp.corpName,
    corpAlias: corp.corpAlias ?? '',
    uscc: corp.uscc,
    legalPerson: corp.legalPerson,
    contactName: corp.contactName,
    contactPhone: corp.contactPhone,
    industry: corp.industry ?? '',
    province: corp.province,
    city: corp.city,
    district: corp.district ?? '',
    address: corp.address ?? '',
    remark: corp.remark ?? '',
  };
}

/** 新增企业 / 编辑企业: a new enterprise starts in the tenant chosen beside the list. */
export const CorpForm = defineRecordForm<OpCorp, CorpFormValues, CorpFormBody, Partial<OpCorpQuery>>({
  noun: '企业',
  schema: corpForm.schema,
  fields: corpForm.fields({
    tenantId: ({ value, onChange, onBlur }) => (
      <TenantSelect id="tenantId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
  }),
  empty: (scope) => ({ ...corpForm.empty, tenantId: scope?.tenantId ?? '' }),
  values: corpFormValues,
  add: (body, options) => opCorpAdd({ body }, options),
  edit: (body, corp, options) => opCorpEdit({ body: { ...body, id: corp.id } }, options),
  width: 760,
});
