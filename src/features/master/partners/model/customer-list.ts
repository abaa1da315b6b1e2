import {
  mdCustomerDelete,
  mdCustomerDisable,
  mdCustomerEnable,
  mdCustomerExport,
  mdCustomerPageSource,
  type MdCustomerPageVariables,
} from '@/shared/api';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { Customer, PartnerListKind } from './partner-kind';
import { creditText, partnerColumns, partnerConditions } from './partner-list';

export type CustomerQuery = MdCustomerPageVariables['body'];

/** 客户 (scm.mdCustomer): type, credit limit and salesman beside the shared partner columns and conditions. */
export const customerList: PartnerListKind<Customer, CustomerQuery> = {
  noun: '客户',
  tableId: 'scm.mdCustomer',
  permissionPrefix: 'mdCustomer',
  columns: partnerColumns<ColumnConfig<Customer>>('客户', {
    kind: [{ dataIndex: 'customerType', title: '客户类型', dict: 'customer_type', filter: true }],
    terms: [
      {
        dataIndex: 'creditLimit',
        title: '信用额度（元）',
        example: '1,000,000.00',
        align: 'right',
        render: creditText,
        hide: 'narrow',
      },
      { dataIndex: 'salesmanName', title: '业务员', example: '欧阳明', hide: 'narrow' },
    ],
  }),
  conditions: partnerConditions<keyof CustomerQuery & string>('客户', [
    { key: 'customerType', title: '客户类型', type: 'select', dict: 'customer_type', multiple: true },
    { key: 'settlementMode', title: '结算方式', type: 'select', dict: 'settlement_mode', multiple: true },
    { key: 'salesmanName', title: '业务员', type: 'input' },
  ]),
  source: mdCustomerPageSource,
  exportFile: (request) => mdCustomerExport({ body: request }),
  states: { enable: mdCustomerEnable, disable: mdCustomerDisable, delete: mdCustomerDelete },
};
