import * as z from 'zod/mini';
import { mdCustomer } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { creditText, optionalUscc, partnerColumns, partnerConditions, partnerForm } from '../model/partner';

/** 客户: the partner list with the customer's type, credit limit and salesman; 详情 shows its addresses and scope. */
export const CustomerListPage = defineCrudScreen(mdCustomer, {
  noun: '客户',
  columns: partnerColumns('客户', {
    kind: [{ dataIndex: 'customerType', title: '客户类型', dict: 'customer_type', filter: true } as const],
    terms: [
      {
        dataIndex: 'creditLimit',
        title: '信用额度（元）',
        example: '1,000,000.00',
        align: 'right',
        render: creditText,
        hide: 'narrow',
      } as const,
      { dataIndex: 'salesmanName', title: '业务员', example: '欧阳明', hide: 'narrow' } as const,
    ],
  }),
  conditions: partnerConditions('客户', [
    { key: 'customerType', title: '客户类型', type: 'select', dict: 'customer_type', multiple: true },
    { key: 'settlementMode', title: '结算方式', type: 'select', dict: 'settlement_mode', multiple: true },
    { key: 'salesmanName', title: '业务员', type: 'input' },
  ]),
  formWidth: 900,
  form: partnerForm('客户', {
    // The contract's enum keeps the body to the customer_type dictionary's values.
    kind: { customerType: { label: '客户类型', dict: 'customer_type' } },
    uscc: optionalUscc(),
    terms: {
      // Empty: the credit is not controlled.
      creditLimit: { label: '信用额度（元）', precision: 2, placeholder: '不填为不控制' },
      salesmanName: { label: '业务员' },
    },
  }),
  // A new customer starts in 人民币.
  empty: { currency: 'CNY' },
  // The contract: an overseas customer has no credit code (it is a mainland registration).
  checks: [
    z.refine((c) => c.customerType !== 'EXPORT' || c.uscc === null, {
      message: '海外客户不填统一社会信用代码',
      path: ['uscc'],
    }),
  ],
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./PartnerDetailDrawer').then((m) => m.CustomerDetailDrawer),
    },
    'edit',
  ],
  table: { selection: 'checkbox' },
});
