import type { ModuleScreens } from '../screen-loader';

/** 采购 (scm, issue 24): purchase orders, their query, changes and audit, delivery-date requests. */
export const purchaseScreens = {
  'scm.poOrderManage': () => import('@/features/purchase/orders').then((m) => ({ Component: m.OrderListPage })),
  'scm.poOrderQuery': () => import('@/features/purchase/order-query').then((m) => ({ Component: m.OrderQueryPage })),
  'scm.poOrderChange': () =>
    import('@/features/purchase/order-changes').then((m) => ({ Component: m.OrderChangePage })),
  'scm.poOrderAudit': () => import('@/features/purchase/order-audit').then((m) => ({ Component: m.OrderAuditPage })),
  'scm.poAodApply': () => import('@/features/purchase/aod').then((m) => ({ Component: m.AodListPage })),
} satisfies ModuleScreens;
