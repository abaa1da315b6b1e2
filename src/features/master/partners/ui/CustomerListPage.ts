import { defineListScreen } from '@/shared/ui/crud-screen';
import { customerList } from '../model/customer-list';
import { partnerScreen } from '../model/partner-list';

/** 客户 (scm.mdCustomer): the partner list declared for customers. */
export const CustomerListPage = defineListScreen(
  partnerScreen(customerList, {
    form: () => import('../model/customer-form').then((m) => m.CustomerForm),
    detail: () => import('./CustomerDetailDrawer').then((m) => m.CustomerDetailDrawer),
  }),
);
