// zod/mini like the other small forms: the dialog rides along with whichever screen submits.
import * as z from 'zod/mini';
import { exactBody } from '@/shared/lib/form-rules';
import type { WorkflowDept, WorkflowProcInfo } from './types';

/** The submit dialog's fields; only the department goes to the server, the other two confirm who starts what. */
export interface WorkflowFormValues {
  procName: NonNullable<WorkflowProcInfo['procName']>;
  dtUserName: NonNullable<WorkflowProcInfo['dtUserName']>;
  dtDeptId: WorkflowDept['dtDeptId'];
}

/** product.md §5 workflow dialog: process name, initiator and initiating department are required (lengths as the contract). */
export const workflowFormSchema = exactBody<WorkflowFormValues>()(
  z.object({
    procName: z
      .string()
      .check(z.trim(), z.minLength(1, '请输入流程名称'), z.maxLength(64, '流程名称不能超过 64 个字符')),
    dtUserName: z.string().check(z.trim(), z.minLength(1, '请输入发起人'), z.maxLength(64, '发起人不能超过 64 个字符')),
    dtDeptId: z.string().check(z.minLength(1, '请选择发起部门')),
  }),
);

/** The dialog starts from the server's names and the first department (product.md §4.5). */
export function workflowFormDefaults(info: WorkflowProcInfo): WorkflowFormValues {
  return {
    procName: info.procName ?? '',
    dtUserName: info.dtUserName ?? '',
    dtDeptId: info.dtUserDeptList?.[0]?.dtDeptId ?? '',
  };
}
