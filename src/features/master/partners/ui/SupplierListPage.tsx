import { lazy } from 'react';
import { supplierList } from '../model/supplier-list';
import { PartnerListPage } from './PartnerListPage';

// The form and the drawer load when the user first opens them.
const SupplierFormModal = lazy(() => import('./SupplierFormModal').then((m) => ({ default: m.SupplierFormModal })));
const SupplierDetailDrawer = lazy(() => import('./SupplierDetailDrawer').then((m) => ({ default: m.SupplierDetailDrawer })));

/** 供应商 (scm.mdSupplier): the partner list declared for suppliers. */
export function SupplierListPage() {
  return <PartnerListPage kind={supplierList} FormModal={SupplierFormModal} DetailDrawer={SupplierDetailDrawer} />;
}
