import type { ModuleScreens } from '../screen-loader';

/** 供应链协同 (scm, issue 24): the supplier's side of its customers' orders, relations, supplier items and lots. */
export const collabScreens = {
  'scm.collabOrderManage': () =>
    import('@/features/collab/orders').then((m) => ({ Component: m.CollabOrderManagePage })),
  'scm.collabOrderQuery': () =>
    import('@/features/collab/order-query').then((m) => ({ Component: m.CollabOrderQueryPage })),
  'scm.collabCustomer': () =>
    import('@/features/collab/relations').then((m) => ({ Component: m.CustomerRelationPage })),
  'scm.collabSupplier': () =>
    import('@/features/collab/relations').then((m) => ({ Component: m.SupplierRelationPage })),
  'scm.collabSupplierItem': () =>
    import('@/features/collab/supplier-items').then((m) => ({ Component: m.SupplierItemListPage })),
  'scm.collabSupplierLot': () =>
    import('@/features/collab/supplier-lots').then((m) => ({ Component: m.SupplierLotListPage })),
} satisfies ModuleScreens;
