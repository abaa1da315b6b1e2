import type { ModuleScreens } from '../screen-loader';

/**
 * 仓储 (scm, issues 26 and 27; docs/design/scm-storage.md): the server's menu names its screens `st.*`, in its order:
 * 库存查询, 库存管理, 入库管理, 出库管理, then 调拨, 盘点, 规则与预警, 统计分析 (issue 27).
 */
export const storageScreens = {
  // 库存查询: 库存明细 (with 批次详情), 库存余额, 效期查询.
  'st.inventoryDetail': () =>
    import('@/features/storage/query/detail').then((m) => ({ Component: m.InventoryDetailPage })),
  'st.inventoryBatch': () => import('@/features/storage/query/batch').then((m) => ({ Component: m.BatchDetailPage })),
  'st.inventoryBalance': () =>
    import('@/features/storage/query/balance').then((m) => ({ Component: m.BalanceListPage })),
  'st.inventoryExpiration': () =>
    import('@/features/storage/query/expiration').then((m) => ({ Component: m.ExpiryListPage })),

  // 库存管理: 库存锁定, 库存隔离, 库存移动, 期初库存.
  'st.inventoryLock': () =>
    import('@/features/storage/manage/inventory-lock').then((m) => ({ Component: m.LockListPage })),
  'st.inventoryIsolation': () =>
    import('@/features/storage/manage/inventory-isolation').then((m) => ({ Component: m.IsolationListPage })),
  'st.inventoryMove': () =>
    import('@/features/storage/manage/inventory-move').then((m) => ({ Component: m.MoveListPage })),
  'st.initialStock': () =>
    import('@/features/storage/manage/initial-stock').then((m) => ({ Component: m.InitialStockPage })),

  // 入库管理: 采购入库, 生产入库, 其他入库, 到货收货.
  'st.purchaseEntry': () =>
    import('@/features/storage/inbound/purchase-entry').then((m) => ({ Component: m.PutawayListPage })),
  'st.mfgEntry': () => import('@/features/storage/inbound/mfg-entry').then((m) => ({ Component: m.MfgEntryListPage })),
  'st.otherEntry': () =>
    import('@/features/storage/inbound/other-entry').then((m) => ({ Component: m.OtherEntryListPage })),
  'st.asnReceiving': () =>
    import('@/features/storage/inbound/asn-receiving').then((m) => ({ Component: m.ReceiptListPage })),

  // 出库管理: 生产发料, 生产退料, 销售出库, 其他出库.
  'st.mfgIssue': () => import('@/features/storage/outbound/mfg-issue').then((m) => ({ Component: m.MfgIssueListPage })),
  'st.mfgReturn': () =>
    import('@/features/storage/outbound/mfg-return').then((m) => ({ Component: m.MfgReturnListPage })),
  'st.salesIssue': () =>
    import('@/features/storage/outbound/sales-issue').then((m) => ({ Component: m.SalesIssueListPage })),
  'st.otherIssue': () =>
    import('@/features/storage/outbound/other-issue').then((m) => ({ Component: m.OtherIssuePage })),

  // 调拨管理: 调拨申请, 调拨审批, 调拨日志 (docs/design/scm-storage-2.md → 调拨管理).
  'st.allotApply': () => import('@/features/storage/allot/apply').then((m) => ({ Component: m.AllotApplyListPage })),
  'st.allotApprove': () => import('@/features/storage/allot/approve').then((m) => ({ Component: m.AllotApprovePage })),
  'st.allotLog': () => import('@/features/storage/allot/log').then((m) => ({ Component: m.AllotLogListPage })),

  // 盘点管理: 盘点计划, 盘点任务, 盘点审批, 差异更正 (docs/design/scm-storage-2.md → 盘点管理).
  'st.stocktakingPlan': () =>
    import('@/features/storage/stocktaking/plan').then((m) => ({ Component: m.PlanListPage })),
  'st.stocktakingTask': () =>
    import('@/features/storage/stocktaking/task').then((m) => ({ Component: m.TaskListPage })),
  'st.stocktakingApproval': () =>
    import('@/features/storage/stocktaking/approval').then((m) => ({ Component: m.ApprovalListPage })),
  'st.stocktakingCorrection': () =>
    import('@/features/storage/stocktaking/correction').then((m) => ({ Component: m.CorrectionListPage })),

  // 规则与预警: 拉动规则 (with its 补货建议), 呆滞预警, 库存上下限预警, AIW 规则 (each its rules and today's warnings).
  'st.pullRule': () => import('@/features/storage/rule/pull').then((m) => ({ Component: m.PullRulePage })),
  'st.edwRule': () => import('@/features/storage/rule/edw').then((m) => ({ Component: m.EdwRulePage })),
  'st.ibwRule': () => import('@/features/storage/rule/ibw').then((m) => ({ Component: m.IbwRulePage })),
  'st.aiwRule': () => import('@/features/storage/rule/aiw').then((m) => ({ Component: m.AiwRulePage })),

  // 统计分析: 仓库库存统计, 事务历史, 事务汇总.
  'st.statHouse': () => import('@/features/storage/stat/house').then((m) => ({ Component: m.StatHousePage })),
  'st.statTransaction': () =>
    import('@/features/storage/stat/transaction').then((m) => ({ Component: m.StatTransactionPage })),
  'st.statSummary': () => import('@/features/storage/stat/summary').then((m) => ({ Component: m.StatSummaryPage })),
} satisfies ModuleScreens;
