import type { ModuleScreens } from '../screen-loader';

/**
 * 新产品开发 (pm): the 新产品开发 menu (execution, collaboration, sales, knowledge, meetings, settings) and the tabs of
 * the project area (`pm.proj*`, opened by the project layout of §2.3 with ?id=).
 */
export const projectScreens = {
  'pm.projTask': () => import('@/features/project/tasks').then((m) => ({ Component: m.TaskListPage })),
  'pm.projDocument': () => import('@/features/project/documents').then((m) => ({ Component: m.DocumentListPage })),
  'pm.projPermission': () => import('@/features/project/permissions').then((m) => ({ Component: m.PermissionMatrixPage })),
  'pm.projPlan': () => import('@/features/project/plan').then((m) => ({ Component: m.ProjectPlanPage })),
} satisfies ModuleScreens;
