/** The project area of product.md §2.3: children of /project, all hidden from the side menu, the top tabs in this order. */
export interface ProjectTab {
  path: string;
  title: string;
  /** Screen-registry key; a screen not built yet shows 404 (page still in development). */
  component: string;
  inTabs: boolean;
}

export { PROJECT_BASE } from '@/shared/config';

export const PROJECT_TABS: readonly ProjectTab[] = [
  { path: 'index', title: '项目概览', component: 'pm.projIndex', inTabs: true },
  { path: 'projMbr', title: '团队', component: 'pm.projMbr', inTabs: true },
  { path: 'projPlan', title: '计划', component: 'pm.projPlan', inTabs: true },
  { path: 'projTask', title: '任务', component: 'pm.projTask', inTabs: true },
  { path: 'projRIO', title: 'RIO', component: 'pm.projRio', inTabs: true },
  { path: 'projPlant', title: '工厂', component: 'pm.projPlant', inTabs: false },
  { path: 'projPart', title: '零件', component: 'pm.projPart', inTabs: true },
  { path: 'projF&T', title: 'F&T', component: 'pm.projFt', inTabs: true },
  { path: 'projSupplier', title: '供应商', component: 'pm.projSupplier', inTabs: true },
  { path: 'projDocument', title: '文档', component: 'pm.projDocument', inTabs: true },
  { path: 'projTrw', title: '总结', component: 'pm.projTrw', inTabs: true },
  { path: 'projAlteration', title: '变更', component: 'pm.projAlteration', inTabs: false },
  { path: 'projFsi', title: '财务', component: 'pm.projFsi', inTabs: true },
  { path: 'projPermission', title: '权限', component: 'pm.projPermission', inTabs: true },
];
