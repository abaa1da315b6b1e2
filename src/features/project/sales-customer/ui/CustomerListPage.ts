import {
  pmSalesCustomerDelete,
  pmSalesCustomerDisable,
  pmSalesCustomerEnable,
  pmSalesCustomerListOperation,
} from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { customerColumns, customerConditions, customerSource } from '../model/customer-list';

/** 销售客户 (pm.salesCustomer): list, add, edit, detail, enable/disable, delete (a disabled one). */
export const CustomerListPage = defineListScreen({
  tableId: 'pm.salesCustomer',
  permissionPrefix: 'salesCustomer',
  source: customerSource,
  // The quotation form's customer select reads the list call.
  alsoRefetch: [pmSalesCustomerListOperation],
  columns: customerColumns,
  conditions: customerConditions,
  form: () => import('./customer-form').then((m) => m.CustomerForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./CustomerDetailDrawer').then((m) => m.CustomerDetailDrawer),
    },
    'edit',
  ],
  status: { enable: pmSalesCustomerEnable, disable: pmSalesCustomerDisable, delete: pmSalesCustomerDelete },
});
