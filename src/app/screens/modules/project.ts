import type { ModuleScreens } from '../screen-loader';

/**
 * 新产品开发 (pm): the 新产品开发 menu (execution, collaboration, sales, knowledge, meetings, settings) and the tabs of
 * the project area (`pm.proj*`, opened by the project layout of §2.3 with ?id=).
 */
export const projectScreens = {
  'pm.projIndex': () => import('@/features/project/overview').then((m) => ({ Component: m.OverviewPage })),
  'pm.projMbr': () => import('@/features/project/team').then((m) => ({ Component: m.MemberListPage })),
  'pm.projRio': () => import('@/features/project/rio').then((m) => ({ Component: m.RioListPage })),
  'pm.projPlant': () => import('@/features/project/plants').then((m) => ({ Component: m.PlantListPage })),
  'pm.projPart': () => import('@/features/project/parts').then((m) => ({ Component: m.PartListPage })),
  'pm.projFt': () => import('@/features/project/ft').then((m) => ({ Component: m.FtListPage })),
  'pm.projSupplier': () => import('@/features/project/suppliers').then((m) => ({ Component: m.SupplierListPage })),
  'pm.projTrw': () => import('@/features/project/trw').then((m) => ({ Component: m.TrwListPage })),
  'pm.projFsi': () => import('@/features/project/fsi').then((m) => ({ Component: m.FsiPage })),
} satisfies ModuleScreens;
