import type { ModuleScreens } from '../screen-loader';

/** 采购 (scm, issue 24): purchase orders, their changes and audit, delivery-date requests. */
export const purchaseScreens = {
  'scm.poOrderChange': () =>
    import('@/features/purchase/order-changes').then((m) => ({ Component: m.OrderChangePage })),
  'scm.poAodApply': () => import('@/features/purchase/aod').then((m) => ({ Component: m.AodListPage })),
} satisfies ModuleScreens;
