import * as z from 'zod/mini';
import { mdCustomerAdd, mdCustomerAddBodyFacts, mdCustomerEdit } from '@/shared/api';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import type { Customer } from './partner-kind';
import { optionalUscc, partnerDeclarations, partnerValues } from './partner-form';

/** 客户 add/edit form on the contract's MdCustomerForm: rules and input limits come from its facts. */
const customerForm = defineForm(
  mdCustomerAddBodyFacts,
  partnerDeclarations('客户', {
    // The select offers the customer_type dictionary; the contract's enum keeps the body to its values.
    kind: { customerType: { label: '客户类型', dict: 'customer_type' } },
    uscc: optionalUscc(),
    terms: {
      // Empty: the credit is not controlled.
      creditLimit: { label: '信用额度（元）', precision: 2, placeholder: '不填为不控制' },
      salesmanName: { label: '业务员' },
    },
  }),
);

// The contract: an overseas customer has no credit code (it is a mainland registration).
const customerFormSchema = customerForm.schema.check(
  z.refine((c) => c.customerType !== 'EXPORT' || c.uscc === null, {
    message: '海外客户不填统一社会信用代码',
    path: ['uscc'],
  }),
);

export type CustomerFormValues = typeof customerForm.empty;
export type CustomerFormBody = z.output<typeof customerFormSchema>;

function customerValues(c: Customer): CustomerFormValues {
  return {
    ...partnerValues(c),
    customerType: c.customerType,
    creditLimit: c.creditLimit ?? null,
    salesmanName: c.salesmanName ?? '',
  };
}

/** 新增客户 / 编辑客户: a new one starts in 人民币. */
export const CustomerForm = defineRecordForm<Customer, CustomerFormValues, CustomerFormBody>({
  noun: '客户',
  width: 900,
  schema: customerFormSchema,
  fields: customerForm.fields(),
  empty: { ...customerForm.empty, currency: 'CNY' },
  values: customerValues,
  add: (body, options) => mdCustomerAdd({ body }, options),
  edit: (body, record, options) => mdCustomerEdit({ body: { ...body, id: record.id } }, options),
});
