import * as z from 'zod/mini';
import { ModuleSelect } from '@/entities/tenant';
import { opTenantAdd, opTenantAddBodyFacts, opTenantEdit } from '@/shared/api';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import { periodRule } from '../model/licence-period';
import type { OpTenant } from '../model/tenant-list';

/** 租户 add/edit on the contract's OpTenantForm; modules are required (at least one), the period must not run backwards. */
export const tenantForm = defineForm(opTenantAddBodyFacts, {
  code: { label: '租户编码' },
  name: { label: '租户名称' },
  adminAccount: { label: '管理员账号', placeholder: '字母开头，4–32 位字母、数字、下划线' },
  adminName: { label: '管理员姓名' },
  adminMobile: { label: '管理员手机号', placeholder: '接收初始密码的手机号' },
  licenceFrom: { label: '许可开始日期', kind: 'date' },
  licenceTo: { label: '许可结束日期', kind: 'date' },
  moduleIds: {
    label: '授权模块',
    kind: 'custom',
    wide: true,
    rule: z.array(z.string()).check(z.minLength(1, '请至少选择一个授权模块')),
  },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export const tenantSchema = tenantForm.schema.check(
  periodRule('licenceFrom', 'licenceTo', '许可结束日期不能早于开始日期'),
);

export type TenantFormValues = typeof tenantForm.empty;
export type TenantFormBody = z.output<typeof tenantSchema>;

export function tenantFormValues(tenant: OpTenant): TenantFormValues {
  return {
    code: tenant.code,
    name: tenant.name,
    adminAccount: tenant.adminAccount,
    adminName: tenant.adminName,
    adminMobile: tenant.adminMobile,
    licenceFrom: tenant.licenceFrom,
    licenceTo: tenant.licenceTo,
    moduleIds: tenant.moduleIds,
    remark: tenant.remark ?? '',
  };
}

/** 新增租户 / 编辑租户: the admin account is created with the tenant and fixed after. */
export const TenantForm = defineRecordForm<OpTenant, TenantFormValues, TenantFormBody>({
  noun: '租户',
  schema: tenantSchema,
  fields: (tenant) =>
    tenantForm
      .fields({
        moduleIds: ({ value, onChange, onBlur }) => (
          <ModuleSelect id="moduleIds" value={value} onChange={onChange} onBlur={onBlur} placeholder="请选择授权模块" />
        ),
      })
      .map((field) =>
        tenant && (field.name === 'adminAccount' || field.name === 'code') ? { ...field, disabled: true } : field,
      ),
  empty: tenantForm.empty,
  values: tenantFormValues,
  add: (body, options) => opTenantAdd({ body }, options),
  edit: (body, tenant, options) => opTenantEdit({ body: { ...body, id: tenant.id } }, options),
  width: 760,
});
