import type { SysDtProcGetInfoData, SysDtProcGetInfoVariables } from '@/shared/api';

/** What the server says about a business type's approval process (product.md §3 workflow process info). */
export type WorkflowProcInfo = SysDtProcGetInfoData;
export type WorkflowDept = NonNullable<WorkflowProcInfo['dtUserDeptList']>[number];
export type WorkflowBizType = SysDtProcGetInfoVariables['query']['bizType'];

/** What a workflow submit adds to the screen's own submit parameters (product.md §3 "hasProc, bizType, dtDeptId"). */
export interface WorkflowSubmitFields {
  hasProc: boolean;
  bizType: WorkflowBizType;
  /** The chosen initiating department; only when there is a process. */
  dtDeptId?: WorkflowDept['dtDeptId'];
}
