import type { ModuleScreens } from '../screen-loader';

/** 质量 (scm, issue 25): the server's menu names its screens `qm.*`. 检验管理: IQC 申请, RFE 申请, IAN 通知. */
export const qualityScreens = {
  'qm.iqcApply': () => import('@/features/quality/iqc-apply').then((m) => ({ Component: m.IqcApplyListPage })),
  'qm.rfeApply': () => import('@/features/quality/rfe').then((m) => ({ Component: m.RfeListPage })),
  'qm.ianNotice': () => import('@/features/quality/ian-notices').then((m) => ({ Component: m.IanNoticePage })),
  'qm.qmSampling': () =>
    import('@/features/quality/sampling-plans').then((m) => ({ Component: m.SamplingPlanListPage })),
  'qm.qmStandard': () => import('@/features/quality/standards').then((m) => ({ Component: m.StandardListPage })),
  'qm.qmGauge': () => import('@/features/quality/gauges').then((m) => ({ Component: m.GaugeListPage })),
} satisfies ModuleScreens;
