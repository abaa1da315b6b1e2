import type { ModuleScreens } from '../screen-loader';

/** 采购 (scm): purchase orders, their query and their approval (issue 24). */
export const purchaseScreens = {
  'scm.poOrderManage': () => import('@/features/purchase/orders').then((m) => ({ Component: m.OrderListPage })),
  'scm.poOrderQuery': () => import('@/features/purchase/order-query').then((m) => ({ Component: m.OrderQueryPage })),
  'scm.poOrderAudit': () => import('@/features/purchase/order-audit').then((m) => ({ Component: m.OrderAuditPage })),
} satisfies ModuleScreens;
