import * as z from 'zod/mini';
import { ModuleSelect, TenantSelect } from '@/entities/tenant';
import { opLicenceAdd, opLicenceAddBodyFacts } from '@/shared/api';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import type { OpLicence } from '../model/licence-list';

/** 签发许可证 on the contract's OpLicenceForm: tenant, modules (at least one), user limit, validity that does not run backwards. */
export const licenceForm = defineForm(opLicenceAddBodyFacts, {
  tenantId: { label: '租户', kind: 'custom' },
  userLimit: { label: '用户数上限' },
  moduleIds: {
    label: '授权模块',
    kind: 'custom',
    wide: true,
    rule: z.array(z.string()).check(z.minLength(1, '请至少选择一个授权模块')),
  },
  validFrom: { label: '生效日期', kind: 'date' },
  validTo: { label: '到期日期', kind: 'date' },
  remark: { label: '备注', kind: 'textarea', wide: true, placeholder: '合同号等' },
});

export const licenceSchema = licenceForm.schema.check(
  z.refine((values) => !values.validFrom || !values.validTo || values.validTo >= values.validFrom, {
    message: '到期日期不能早于生效日期',
    path: ['validTo'],
  }),
);

export type LicenceFormValues = typeof licenceForm.empty;
export type LicenceFormBody = z.output<typeof licenceSchema>;

/** 签发许可证: a licence is issued, never edited (revoke it and issue another). */
export const LicenceForm = defineRecordForm<OpLicence, LicenceFormValues, LicenceFormBody>({
  noun: '许可证',
  title: () => '签发许可证',
  schema: licenceSchema,
  fields: licenceForm.fields({
    tenantId: ({ value, onChange, onBlur }) => (
      <TenantSelect id="tenantId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
    moduleIds: ({ value, onChange, onBlur }) => (
      <ModuleSelect id="moduleIds" value={value} onChange={onChange} onBlur={onBlur} placeholder="请选择授权模块" />
    ),
  }),
  empty: licenceForm.empty,
  add: (body, options) => opLicenceAdd({ body }, options),
});
