import type * as z from 'zod/mini';
import { pmSalesCustomerAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { LEVEL_OPTIONS, type PmSalesCustomer } from './customer-list';

/** 销售客户 add/edit on the contract's PmSalesCustomerForm. */
export const customerForm = defineForm(pmSalesCustomerAddBodyFacts, {
  name: { label: '客户名称', placeholder: '与营业执照一致', wide: true },
  industry: { label: '所属行业', placeholder: '如 工业机器人、锂电设备' },
  region: { label: '所在地区', placeholder: '如 江苏省苏州市' },
  level: { label: '客户等级', options: LEVEL_OPTIONS },
  ownerUserId: { label: '负责销售', kind: 'custom' },
  contactName: { label: '联系人' },
  contactPhone: { label: '联系电话', placeholder: '手机号或区号-座机号' },
  email: { label: '邮箱' },
  address: { label: '地址', wide: true },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type CustomerFormValues = typeof customerForm.empty;
export type CustomerFormBody = z.output<typeof customerForm.schema>;

export function customerFormValues(customer: PmSalesCustomer): CustomerFormValues {
  return {
    name: customer.name,
    industry: customer.industry,
    region: customer.region,
    level: customer.level,
    ownerUserId: customer.ownerUserId,
    contactName: customer.contactName,
    contactPhone: customer.contactPhone,
    email: customer.email ?? '',
    address: customer.address ?? '',
    remark: customer.remark ?? '',
  };
}
