import type { ModuleScreens } from '../screen-loader';

/**
 * 仓储 (scm, issues 26 and 27; docs/design/scm-storage.md): the server's menu names its screens `st.*`, in its order:
 * 库存查询, 库存管理, 入库管理, 出库管理, then 调拨, 盘点, 规则与预警, 统计分析 (issue 27).
 */
export const storageScreens = {
  // 库存查询: 库存明细 (with 批次详情), 库存余额, 效期查询.

  // 库存管理: 库存锁定, 库存隔离, 库存移动, 期初库存.

  // 入库管理: 采购入库, 生产入库, 其他入库, 到货收货.
  'st.purchaseEntry': () => import('@/features/storage/purchase-entry').then((m) => ({ Component: m.PutawayListPage })),
  'st.asnReceiving': () => import('@/features/storage/asn-receiving').then((m) => ({ Component: m.ReceiptListPage })),

  // 出库管理: 生产发料, 生产退料, 销售出库, 其他出库.
} satisfies ModuleScreens;
