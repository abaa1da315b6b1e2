// zod/mini like every form of the app (DESIGN §9).
import * as z from 'zod/mini';
import type { TaskRequestDetail, TaskRequestType } from '@/entities/mes/mfg-task-request';
import type { MfgTaskRequestAddVariables } from '@/shared/api';
import { exactBody, requiredChoice, requiredText } from '@/shared/lib/form-rules';

export type TaskRequestBody = MfgTaskRequestAddVariables['body'];

/** Which kinds ask for a quantity, which for a target line (REQUEST_TYPES says the same for the display). */
const NEEDS_QUANTITY: readonly string[] = ['REWORK', 'FEED', 'OVER_PLAN'] satisfies TaskRequestType[];
export const needsQuantity = (type: string) => NEEDS_QUANTITY.includes(type);
export const needsTargetLine = (type: string) => type === 'TRANSFER';
const isRequestType = (type: string): type is TaskRequestType =>
  needsQuantity(type) || needsTargetLine(type) || type === 'URGENT';

export const MAX_REQUEST_FILES = 5;
export const MAX_QUANTITY = 100_000;

export interface RequestFile {
  uid: string;
  name: string;
  fileId: string;
}

export interface TaskRequestFormValues {
  requestType: string;
  taskId: string;
  quantity: number | null;
  targetLineId: string;
  reason: string;
  files: RequestFile[];
}

export const taskRequestEmpty: TaskRequestFormValues = {
  requestType: '',
  taskId: '',
  quantity: null,
  targetLineId: '',
  reason: '',
  files: [],
};

export function taskRequestValues(request: TaskRequestDetail): TaskRequestFormValues {
  return {
    requestType: request.requestType,
    taskId: request.taskId,
    quantity: request.quantity ?? null,
    targetLineId: request.targetLineId ?? '',
    reason: request.reason,
    files: (request.files ?? []).map((file) => ({ uid: file.fileId, name: file.fileName, fileId: file.fileId })),
  };
}

/**
 * 返工/补料/超计划 need a whole quantity of 1–100000, 转线 a target line; the reason is required. A quantity or a
 * line typed before the kind changed is not sent (the body holds null). Output: exactly the add body.
 */
export const taskRequestSchema = exactBody<TaskRequestBody>()(
  z.pipe(
    z
      .object({
        requestType: requiredChoice('申请类型'),
        taskId: requiredChoice('关联任务'),
        quantity: z.nullable(z.number()),
        targetLineId: z.string(),
        reason: requiredText('申请原因', 500),
        files: z
          .array(z.object({ uid: z.string(), name: z.string(), fileId: z.string() }))
          .check(z.maxLength(MAX_REQUEST_FILES, `最多上传 ${MAX_REQUEST_FILES} 个附件`)),
      })
      .check(
        z.superRefine((values, ctx) => {
          const issue = (path: string, message: string) =>
            ctx.issues.push({ code: 'custom', input: values, path: [path], message });
          if (needsQuantity(values.requestType)) {
            const { quantity } = values;
            if (quantity === null) issue('quantity', '请输入数量');
            else if (!Number.isInteger(quantity)) issue('quantity', '数量必须是整数');
            else if (quantity < 1 || quantity > MAX_QUANTITY) issue('quantity', `数量应在 1 到 ${MAX_QUANTITY} 之间`);
          }
          if (needsTargetLine(values.requestType) && values.targetLineId === '')
            issue('targetLineId', '请选择目标产线');
        }),
      ),
    z.transform((values): TaskRequestBody => ({
      requestType: isRequestType(values.requestType) ? values.requestType : 'URGENT',
      taskId: values.taskId,
      quantity: needsQuantity(values.requestType) ? values.quantity : null,
      targetLineId: needsTargetLine(values.requestType) ? values.targetLineId : null,
      reason: values.reason,
      fileIds: values.files.map((file) => file.fileId),
    })),
  ),
);
