import type { ModuleScreens } from '../screen-loader';

/**
 * 新产品开发 (pm): the 新产品开发 menu (execution, collaboration, sales, knowledge, meetings, settings) and the tabs of
 * the project area (`pm.proj*`, opened by the project layout of §2.3 with ?id=).
 */
export const projectScreens = {
  'pm.initiationApply': () => import('@/features/project/initiation-apply').then((m) => ({ Component: m.InitiationApplyPage })),
  'pm.reviewApply': () => import('@/features/project/review-apply').then((m) => ({ Component: m.ReviewApplyPage })),
  'pm.ecrApply': () => import('@/features/project/ecr-apply').then((m) => ({ Component: m.EcrApplyPage })),
  'pm.docApproval': () => import('@/features/project/doc-approval').then((m) => ({ Component: m.DocApprovalPage })),
} satisfies ModuleScreens;
