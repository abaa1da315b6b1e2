import type { ModuleScreens } from '../screen-loader';

/**
 * 质量 (scm, issue 25; docs/design/scm-quality.md): the server's menu names its nineteen screens `qm.*`, in its order:
 * 检验管理, 质量基础, 质量规则, 质量追溯.
 */
export const qualityScreens = {
  // 检验管理: IQC 申请, IQC 检验, 检验值录入, RFE 申请, IAN 通知.
  'qm.iqcApply': () => import('@/features/quality/iqc-apply').then((m) => ({ Component: m.IqcApplyListPage })),
  'qm.inspectionIqc': () =>
    import('@/features/quality/iqc-inspection').then((m) => ({ Component: m.IqcInspectionPage })),
  'qm.inspectionValues': () =>
    import('@/features/quality/inspection-values').then((m) => ({ Component: m.InspectionValuesPage })),
  'qm.rfeApply': () => import('@/features/quality/rfe').then((m) => ({ Component: m.RfeApplyPage })),
  'qm.ianNotice': () => import('@/features/quality/ian-notices').then((m) => ({ Component: m.IanNoticePage })),
  // 质量基础: 检验项目, 检验类别, 缺陷代码, 质量计量单位, 抽样方案, 检验标准, 量检具.
  'qm.qmItem': () => import('@/features/quality/items').then((m) => ({ Component: m.ItemListPage })),
  'qm.qmCategory': () => import('@/features/quality/categories').then((m) => ({ Component: m.CategoryListPage })),
  'qm.qmDefect': () => import('@/features/quality/defects').then((m) => ({ Component: m.DefectListPage })),
  'qm.qmUom': () => import('@/features/quality/units').then((m) => ({ Component: m.UnitListPage })),
  'qm.qmSampling': () =>
    import('@/features/quality/sampling-plans').then((m) => ({ Component: m.SamplingPlanListPage })),
  'qm.qmStandard': () => import('@/features/quality/standards').then((m) => ({ Component: m.StandardListPage })),
  'qm.qmGauge': () => import('@/features/quality/gauges').then((m) => ({ Component: m.GaugeListPage })),
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
