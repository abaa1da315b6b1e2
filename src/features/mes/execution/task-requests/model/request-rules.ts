// zod/mini like every form of the app (architecture.md §9).
import * as z from 'zod/mini';
import type { TaskRequestType } from '@/entities/mes/mfg-task-request';
import type { mfgTaskRequest } from '@/shared/api';
import type { FormBody, FormValues } from '@/shared/ui/crud-screen';

export type RequestValues = FormValues<typeof mfgTaskRequest>;
type RequestBody = FormBody<typeof mfgTaskRequest>;

/** Which kinds ask for a quantity, which for a target line (REQUEST_TYPES says the same for the display). */
const NEEDS_QUANTITY: readonly string[] = ['REWORK', 'FEED', 'OVER_PLAN'] satisfies TaskRequestType[];
export const needsQuantity = (type: string) => NEEDS_QUANTITY.includes(type);
export const needsTargetLine = (type: string) => type === 'TRANSFER';

export const MAX_REQUEST_FILES = 5;
export const MAX_QUANTITY = 100_000;

/** Any quantity or none: whether one is asked depends on the kind (requestChecks). */
export const quantityRule = z.nullable(z.number());
export const fileIdsRule = z
  .array(z.string())
  .check(z.maxLength(MAX_REQUEST_FILES, `最多上传 ${MAX_REQUEST_FILES} 个附件`));

/** 返工/补料/超计划 need a whole quantity of 1–100000, 转线 a target line. */
export const requestChecks = [
  z.superRefine((body: RequestBody, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', input: body, path: [path], message });
    if (needsQuantity(body.requestType)) {
      const { quantity } = body;
      if (quantity === null) issue('quantity', '请输入数量');
      else if (!Number.isInteger(quantity)) issue('quantity', '数量必须是整数');
      else if (quantity < 1 || quantity > MAX_QUANTITY) issue('quantity', `数量应在 1 到 ${MAX_QUANTITY} 之间`);
    }
    if (needsTargetLine(body.requestType) && body.targetLineId === null) issue('targetLineId', '请选择目标产线');
  }),
];

/** What is sent: a quantity or a line typed before the kind changed is left out (null). */
export const requestBody = (body: RequestBody): RequestBody => ({
  ...body,
  quantity: needsQuantity(body.requestType) ? body.quantity : null,
  targetLineId: needsTargetLine(body.requestType) ? body.targetLineId : null,
});
