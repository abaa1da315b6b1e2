import { isApiError, sysDtProcGetInfo } from '@/shared/api';
import { UserMessageError } from '@/shared/lib/errors';
import type { WorkflowBizType, WorkflowProcInfo } from '../model/types';

/** Texts of product.md §8 for the workflow submit. */
export const WORKFLOW_MESSAGES = {
  processInfoFailed: (message: string) => `获取流程信息失败：${message}`,
  submitFailed: (message: string) => `提交失败：${message}`,
  submitted: '提交成功',
} as const;

/** Whether the request layer already showed this failure (a lost session, 401, 403, 5xx, network). */
export function shownCentrally(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'business';
}

/**
 * The business type's process (product.md §7.10 payload bizType). GET /sys/sysDtProc/getInfo answers the whole process info;
 * /hasProc answers only the flag. A business failure comes back as '获取流程信息失败：{message}'.
 */
export async function fetchProcessInfo(bizType: WorkflowBizType): Promise<WorkflowProcInfo> {
  try {
    return await sysDtProcGetInfo({ query: { bizType } }, { quiet: true });
  } catch (error) {
    if (isApiError(error) && error.kind === 'business')
      throw new UserMessageError(WORKFLOW_MESSAGES.processInfoFailed(error.message));
    throw error;
  }
}
