import type { ModuleScreens } from '../screen-loader';

/** 项目执行's workbench, my tasks, my RIO and the road map: one chunk (they share the work lists and the road map). */
const workbench = () => import('@/features/project/workbench');

/**
 * 新产品开发 (pm): the 新产品开发 menu (execution, collaboration, sales, knowledge, meetings, settings) and the tabs of
 * the project area (`pm.proj*`, opened by the project layout of §2.3 with ?id=).
 */
export const projectScreens = {
  'pm.newProdDevWorkPanel': () => workbench().then((m) => ({ Component: m.WorkbenchPage })),
  'pm.pmProj': () => import('@/features/project/project-list').then((m) => ({ Component: m.ProjectListPage })),
  'pm.workbenchMyTask': () => workbench().then((m) => ({ Component: m.MyTaskListPage })),
  'pm.workbenchMyRio': () => workbench().then((m) => ({ Component: m.MyRioListPage })),
  'pm.roadMap': () => workbench().then((m) => ({ Component: m.RoadMapPage })),
} satisfies ModuleScreens;
