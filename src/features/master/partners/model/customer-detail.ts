import { type mdCustomerDetailQueryKey, mdCustomerDetailQueryOptions } from '@/shared/api';
import type { Customer, PartnerDetailKind } from './partner-kind';
import { partnerItems } from './partner-detail';
import { creditText } from './partner-list';

/** 客户详情: the shared values with the customer's type, credit limit and salesman. */
export const customerDetail: PartnerDetailKind<Customer, ReturnType<typeof mdCustomerDetailQueryKey>> = {
  noun: '客户',
  query: (id) => mdCustomerDetailQueryOptions({ query: { id } }),
  items: (c, renderDict) =>
    partnerItems('客户', c, renderDict, {
      kind: [{ label: '客户类型', value: renderDict('customer_type', c.customerType) }],
      terms: [
        { label: '信用额度（元）', value: creditText(c.creditLimit) },
        { label: '业务员', value: c.salesmanName },
      ],
    }),
};
