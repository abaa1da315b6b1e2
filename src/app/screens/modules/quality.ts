import type { ModuleScreens } from '../screen-loader';

/**
 * 质量 (scm, issue 25): the server's menu names its screens `qm.*`. 检验管理: IQC 申请, RFE 申请, IAN 通知; 质量追溯: 追溯查询,
 * 统计结果, 质量图表.
 */
export const qualityScreens = {
  'qm.iqcApply': () => import('@/features/quality/iqc-apply').then((m) => ({ Component: m.IqcApplyListPage })),
  'qm.rfeApply': () => import('@/features/quality/rfe').then((m) => ({ Component: m.RfeListPage })),
  'qm.ianNotice': () => import('@/features/quality/ian-notices').then((m) => ({ Component: m.IanNoticePage })),
  'qm.qmTrace': () => import('@/features/quality/trace').then((m) => ({ Component: m.TracePage })),
  'qm.qmStatistics': () => import('@/features/quality/statistics').then((m) => ({ Component: m.StatisticsPage })),
  'qm.qmDiagram': () => import('@/features/quality/diagram').then((m) => ({ Component: m.DiagramPage })),
} satisfies ModuleScreens;
