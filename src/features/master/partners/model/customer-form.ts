import * as z from 'zod/mini';
import { mdCustomerAdd, mdCustomerEdit, type MdCustomerAddVariables } from '@/shared/api';
import { exactBody, optionalNumber, optionalText } from '@/shared/lib/form-rules';
import { defineRecordForm, type FieldConfig } from '@/shared/ui/record-form';
import type { Customer } from './partner-kind';
import { emptyPartner, optionalUscc, partnerFields, partnerShape, partnerValues, requiredEnum } from './partner-form';

type CustomerBody = MdCustomerAddVariables['body'];

// customerType of MdCustomerForm; the select offers the customer_type dictionary.
const CUSTOMER_TYPES = ['DIRECT', 'DISTRIBUTOR', 'OEM', 'EXPORT'] as const;

/** 客户 add/edit form, typed against the contract's MdCustomerForm: a renamed field there breaks this. */
export const customerFormSchema = exactBody<CustomerBody>()(z
  .object({
    ...partnerShape('客户', optionalUscc()),
    customerType: requiredEnum('客户类型', CUSTOMER_TYPES),
    creditLimit: optionalNumber('信用额度', { min: 0, max: 999_999_999 }),
    salesmanName: optionalText('业务员', 32),
  })
  .check(
    // The contract: an overseas customer has no credit code (it is a mainland registration).
    z.refine((c) => c.customerType !== 'EXPORT' || c.uscc === null, { message: '海外客户不填统一社会信用代码', path: ['uscc'] }),
  ));

export type CustomerFormValues = z.input<typeof customerFormSchema>;
export type CustomerFormBody = z.output<typeof customerFormSchema>;

const customerFields: FieldConfig<CustomerFormValues>[] = partnerFields<FieldConfig<CustomerFormValues>>('客户', {
  kind: [{ name: 'customerType', label: '客户类型', required: true, kind: 'select', dict: 'customer_type' }],
  usccRequired: false,
  terms: [
    // Empty: the credit is not controlled.
    { name: 'creditLimit', label: '信用额度（元）', kind: 'number', min: 0, max: 999_999_999, precision: 2, placeholder: '不填为不控制' },
    { name: 'salesmanName', label: '业务员', maxLength: 32 },
  ],
});

const emptyCustomer: CustomerFormValues = { ...emptyPartner, customerType: '', creditLimit: null, salesmanName: '' };

function customerValues(c: Customer): CustomerFormValues {
  return { ...partnerValues(c), customerType: c.customerType, creditLimit: c.creditLimit ?? null, salesmanName: c.salesmanName ?? '' };
}

/** 新增客户 / 编辑客户. */
export const CustomerForm = defineRecordForm<Customer, CustomerFormValues, CustomerFormBody>({
  noun: '客户',
  width: 900,
  schema: customerFormSchema,
  fields: customerFields,
  empty: emptyCustomer,
  values: customerValues,
  add: (body, options) => mdCustomerAdd({ body }, options),
  edit: (body, record, options) => mdCustomerEdit({ body: { ...body, id: record.id } }, options),
});
