import { defineListScreen } from '@/shared/ui/crud-screen';
import { supplierList } from '../model/supplier-list';
import { partnerScreen } from '../model/partner-list';

/** 供应商 (scm.mdSupplier): the partner list declared for suppliers. */
export const SupplierListPage = defineListScreen(
  partnerScreen(supplierList, {
    form: () => import('../model/supplier-form').then((m) => m.SupplierForm),
    detail: () => import('./SupplierDetailDrawer').then((m) => m.SupplierDetailDrawer),
  }),
);
