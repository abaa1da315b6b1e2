import type { ModuleScreens } from '../screen-loader';

/** 采购 (scm, issue 24): purchase orders, their query, changes and audit, delivery-date requests, ASNs, returns, roles. */
export const purchaseScreens = {
  'scm.poOrderManage': () => import('@/features/purchase/orders').then((m) => ({ Component: m.OrderListPage })),
  'scm.poOrderQuery': () => import('@/features/purchase/order-query').then((m) => ({ Component: m.OrderQueryPage })),
  'scm.poOrderChange': () =>
    import('@/features/purchase/order-changes').then((m) => ({ Component: m.OrderChangePage })),
  'scm.poOrderAudit': () => import('@/features/purchase/order-audit').then((m) => ({ Component: m.OrderAuditPage })),
  'scm.poAodApply': () => import('@/features/purchase/aod').then((m) => ({ Component: m.AodListPage })),
  'scm.poAsn': () => import('@/features/purchase/asn').then((m) => ({ Component: m.AsnListPage })),
  'scm.poReceiveBack': () => import('@/features/purchase/returns').then((m) => ({ Component: m.ReturnListPage })),
  'scm.poReceiveBackQuery': () =>
    import('@/features/purchase/return-query').then((m) => ({ Component: m.ReturnQueryPage })),
  'scm.poRole': () => import('@/features/purchase/roles').then((m) => ({ Component: m.RoleListPage })),
} satisfies ModuleScreens;
