import * as z from 'zod/mini';
import type { StCountPlanAddVariables, StCountPlanPageData } from '@/shared/api';

export type PlanRow = StCountPlanPageData['rows'][number];
type PlanBody = StCountPlanAddVariables['body'];

/**
 * The plan's rules the contract cannot say (docs/design/scm-storage-2.md → 盘点计划): a cycle count has its cycle, a
 * scope other than 整仓 names at least one area, location or group.
 */
export const planChecks = [
  z.refine<PlanBody>((plan) => plan.countKind !== 'CYCLE' || (plan.cycleDays ?? 0) >= 1, {
    message: '循环盘点请填写周期天数',
    path: ['cycleDays'],
  }),
  z.refine<PlanBody>((plan) => plan.scopeType === 'WAREHOUSE' || plan.scopeIds.length > 0, {
    message: '请选择盘点范围',
    path: ['scopeIds'],
  }),
];
