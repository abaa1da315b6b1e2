import type { ModuleScreens } from '../screen-loader';

/** 质量 (scm, issue 25): the server's menu names its screens `qm.*`. 检验管理: IQC 申请, RFE 申请, IAN 通知. */
export const qualityScreens = {
  'qm.iqcApply': () => import('@/features/quality/iqc-apply').then((m) => ({ Component: m.IqcApplyListPage })),
  'qm.rfeApply': () => import('@/features/quality/rfe').then((m) => ({ Component: m.RfeListPage })),
  'qm.inspectionIqc': () =>
    import('@/features/quality/iqc-inspection').then((m) => ({ Component: m.IqcInspectionPage })),
  'qm.inspectionValues': () =>
    import('@/features/quality/inspection-values').then((m) => ({ Component: m.InspectionValuesPage })),
  'qm.ianNotice': () => import('@/features/quality/ian-notices').then((m) => ({ Component: m.IanNoticePage })),
} satisfies ModuleScreens;
