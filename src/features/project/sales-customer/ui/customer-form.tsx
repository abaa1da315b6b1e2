import { UserSelect } from '@/entities/user';
import { pmSalesCustomerAdd, pmSalesCustomerEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  customerForm,
  customerFormValues,
  type CustomerFormBody,
  type CustomerFormValues,
} from '../model/customer-form';
import type { PmSalesCustomer } from '../model/customer-list';

/** 新增销售客户 / 编辑销售客户: the owner is one of the enterprise's users. */
export const CustomerForm = defineRecordForm<PmSalesCustomer, CustomerFormValues, CustomerFormBody>({
  noun: '销售客户',
  schema: customerForm.schema,
  fields: customerForm.fields({
    ownerUserId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="ownerUserId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择负责销售"
      />
    ),
  }),
  empty: customerForm.empty,
  values: customerFormValues,
  add: (body, options) => pmSalesCustomerAdd({ body }, options),
  edit: (body, customer, options) => pmSalesCustomerEdit({ body: { ...body, id: customer.id } }, options),
  width: 760,
});
