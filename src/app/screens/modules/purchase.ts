import type { ModuleScreens } from '../screen-loader';

/** 采购 (scm, issue 24): purchase orders, their changes and audit, delivery-date requests, ASNs, returns, roles. */
export const purchaseScreens = {
  'scm.poAsn': () => import('@/features/purchase/asn').then((m) => ({ Component: m.AsnListPage })),
  'scm.poReceiveBack': () => import('@/features/purchase/returns').then((m) => ({ Component: m.ReturnListPage })),
  'scm.poReceiveBackQuery': () =>
    import('@/features/purchase/return-query').then((m) => ({ Component: m.ReturnQueryPage })),
  'scm.poRole': () => import('@/features/purchase/roles').then((m) => ({ Component: m.RoleListPage })),
} satisfies ModuleScreens;
