import type { ModuleScreens } from '../screen-loader';

/** 项目执行's workbench, my tasks, my RIO and the road map: one chunk (they share the work lists and the road map). */
const workbench = () => import('@/features/project/workbench');

/**
 * 新产品开发 (pm): the 新产品开发 menu (execution, collaboration, sales, knowledge, meetings, settings) and the tabs of
 * the project area (`pm.proj*`, opened by the project layout of product.md §2.3 with ?id=).
 */
export const projectScreens = {
  // --- settings (issue 15): sales support, knowledge, meetings, project settings
  'pm.pmProjFlup': () => import('@/features/project/proj-flup').then((m) => ({ Component: m.FlupListPage })),
  'pm.pmProjQtn': () => import('@/features/project/proj-qtn').then((m) => ({ Component: m.QtnListPage })),
  'pm.salesCustomer': () =>
    import('@/features/project/sales-customer').then((m) => ({ Component: m.CustomerListPage })),
  'pm.docCategory': () => import('@/features/project/doc-category').then((m) => ({ Component: m.CategoryListPage })),
  'pm.docLabel': () => import('@/features/project/doc-label').then((m) => ({ Component: m.LabelListPage })),
  'pm.meetingMinutes': () =>
    import('@/features/project/meeting-minutes').then((m) => ({ Component: m.MeetingListPage })),
  'pm.mdPhase': () => import('@/features/project/md-phase').then((m) => ({ Component: m.PhaseListPage })),
  'pm.mdRole': () => import('@/features/project/md-role').then((m) => ({ Component: m.RoleListPage })),
  'pm.mdProductFamily': () =>
    import('@/features/project/md-product-family').then((m) => ({ Component: m.ProductFamilyListPage })),
  'pm.mdCurrency': () => import('@/features/project/md-currency').then((m) => ({ Component: m.CurrencyListPage })),
  'pm.statusPermission': () =>
    import('@/features/project/status-permission').then((m) => ({ Component: m.StatusPermissionPage })),
  'pm.initiationApply': () =>
    import('@/features/project-collab/initiation-apply').then((m) => ({ Component: m.InitiationApplyPage })),
  'pm.reviewApply': () =>
    import('@/features/project-collab/review-apply').then((m) => ({ Component: m.ReviewApplyPage })),
  'pm.ecrApply': () => import('@/features/project-collab/ecr-apply').then((m) => ({ Component: m.EcrApplyPage })),
  'pm.docApproval': () =>
    import('@/features/project-collab/doc-approval').then((m) => ({ Component: m.DocApprovalPage })),
  'pm.newProdDevWorkPanel': () => workbench().then((m) => ({ Component: m.WorkbenchPage })),
  'pm.pmProj': () => import('@/features/project/project-list').then((m) => ({ Component: m.ProjectListPage })),
  'pm.workbenchMyTask': () => workbench().then((m) => ({ Component: m.MyTaskListPage })),
  'pm.workbenchMyRio': () => workbench().then((m) => ({ Component: m.MyRioListPage })),
  'pm.roadMap': () => workbench().then((m) => ({ Component: m.RoadMapPage })),
  'pm.projIndex': () => import('@/features/project-area/overview').then((m) => ({ Component: m.OverviewPage })),
  'pm.projMbr': () => import('@/features/project-area/team').then((m) => ({ Component: m.MemberListPage })),
  'pm.projRio': () => import('@/features/project-area/rio').then((m) => ({ Component: m.RioListPage })),
  'pm.projPlant': () => import('@/features/project-area/plants').then((m) => ({ Component: m.PlantListPage })),
  'pm.projPart': () => import('@/features/project-area/parts').then((m) => ({ Component: m.PartListPage })),
  'pm.projFt': () => import('@/features/project-area/ft').then((m) => ({ Component: m.FtListPage })),
  'pm.projSupplier': () => import('@/features/project-area/suppliers').then((m) => ({ Component: m.SupplierListPage })),
  'pm.projTrw': () => import('@/features/project-area/trw').then((m) => ({ Component: m.TrwListPage })),
  'pm.projFsi': () => import('@/features/project-area/fsi').then((m) => ({ Component: m.FsiPage })),
  // --- plan (issue 15): plan, tasks, documents, permissions
  'pm.projTask': () => import('@/features/project-area/tasks').then((m) => ({ Component: m.TaskListPage })),
  'pm.projDocument': () => import('@/features/project-area/documents').then((m) => ({ Component: m.DocumentListPage })),
  'pm.projPermission': () =>
    import('@/features/project-area/permissions').then((m) => ({ Component: m.PermissionMatrixPage })),
  'pm.projPlan': () => import('@/features/project-area/plan').then((m) => ({ Component: m.ProjectPlanPage })),
} satisfies ModuleScreens;
