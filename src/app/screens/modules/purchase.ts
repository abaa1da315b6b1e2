import type { ModuleScreens } from '../screen-loader';

/** 采购 (scm, issue 24): purchase orders, their changes and audit, delivery-date requests, ASNs, returns, roles. */
export const purchaseScreens = {
  'scm.poAsn': () => import('@/features/purchase/asn').then((m) => ({ Component: m.AsnListPage })),
} satisfies ModuleScreens;
