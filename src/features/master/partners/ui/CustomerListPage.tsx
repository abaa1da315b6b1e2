import { lazy } from 'react';
import { customerList } from '../model/customer-list';
import { PartnerListPage } from './PartnerListPage';

// The form and the drawer load when the user first opens them.
const CustomerFormModal = lazy(() => import('./CustomerFormModal').then((m) => ({ default: m.CustomerFormModal })));
const CustomerDetailDrawer = lazy(() => import('./CustomerDetailDrawer').then((m) => ({ default: m.CustomerDetailDrawer })));

/** 客户 (scm.mdCustomer): the partner list declared for customers. */
export function CustomerListPage() {
  return <PartnerListPage kind={customerList} FormModal={CustomerFormModal} DetailDrawer={CustomerDetailDrawer} />;
}
