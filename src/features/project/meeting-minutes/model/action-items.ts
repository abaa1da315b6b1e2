import * as z from 'zod/mini';
import type { PmMeetingAddVariables } from '@/shared/api';

export type ActionItemValues = PmMeetingAddVariables['body']['actionItems'][number];

/** Each action item's problem, with its row number: '第 1 条待办：请选择负责人'. */
function actionItemProblem(items: readonly ActionItemValues[]): string | undefined {
  for (const [index, item] of items.entries()) {
    const at = `第 ${index + 1} 条待办：`;
    if (item.content.trim() === '') return `${at}请输入待办事项`;
    if (item.content.trim().length > 200) return `${at}待办事项不能超过 200 个字符`;
    if (!item.ownerUserId) return `${at}请选择负责人`;
    if (!item.dueDate) return `${at}请选择完成期限`;
  }
  return undefined;
}

/** 待办事项: none is fine; each named by its row when wrong, trimmed when right. */
export const actionItemsRule = z
  .array(z.object({ content: z.string(), ownerUserId: z.string(), dueDate: z.string() }))
  .check(
    z.maxLength(50, '待办事项最多 50 条'),
    z.superRefine((items, ctx) => {
      const problem = actionItemProblem(items);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: items });
    }),
  )
  .check(z.overwrite((items) => items.map((item) => ({ ...item, content: item.content.trim() }))));
