import type { ModuleScreens } from '../screen-loader';

/**
 * 质量 (scm, issue 25): the server's menu names its screens `qm.*`. 检验管理: IQC 申请, RFE 申请, IAN 通知; 质量追溯: 追溯查询,
 * 统计结果, 质量图表.
 */
export const qualityScreens = {
  'qm.iqcApply': () => import('@/features/quality/iqc-apply').then((m) => ({ Component: m.IqcApplyListPage })),
  'qm.rfeApply': () => import('@/features/quality/rfe').then((m) => ({ Component: m.RfeListPage })),
  'qm.inspectionIqc': () =>
    import('@/features/quality/iqc-inspection').then((m) => ({ Component: m.IqcInspectionPage })),
  'qm.inspectionValues': () =>
    import('@/features/quality/inspection-values').then((m) => ({ Component: m.InspectionValuesPage })),
  'qm.ianNotice': () => import('@/features/quality/ian-notices').then((m) => ({ Component: m.IanNoticePage })),
  // 质量基础: 检验项目, 检验类别, 缺陷代码, 质量计量单位.
  'qm.qmItem': () => import('@/features/quality/items').then((m) => ({ Component: m.ItemListPage })),
  'qm.qmCategory': () => import('@/features/quality/categories').then((m) => ({ Component: m.CategoryListPage })),
  'qm.qmDefect': () => import('@/features/quality/defects').then((m) => ({ Component: m.DefectListPage })),
  'qm.qmUom': () => import('@/features/quality/units').then((m) => ({ Component: m.UnitListPage })),
  // 质量规则: IAN 规则, NGN 规则, REW 规则, REW 预警.
  'qm.ianRule': () => import('@/features/quality/ian-rules').then((m) => ({ Component: m.IanRuleListPage })),
  'qm.ngnRule': () => import('@/features/quality/ngn-rules').then((m) => ({ Component: m.NgnRuleListPage })),
  'qm.rewRule': () => import('@/features/quality/rew-rules').then((m) => ({ Component: m.RewRuleListPage })),
  'qm.rewWarning': () => import('@/features/quality/rew-warnings').then((m) => ({ Component: m.RewWarningPage })),
  // 质量追溯: 追溯查询, 统计结果, 质量图表.
  'qm.qmTrace': () => import('@/features/quality/trace').then((m) => ({ Component: m.TracePage })),
  'qm.qmStatistics': () => import('@/features/quality/statistics').then((m) => ({ Component: m.StatisticsPage })),
  'qm.qmDiagram': () => import('@/features/quality/diagram').then((m) => ({ Component: m.DiagramPage })),
} satisfies ModuleScreens;
