// zod/mini like every form of the app (architecture.md §9).
import * as z from 'zod/mini';
import { poOrderChangeAddBodyFacts, type PoOrderChangeAddVariables } from '@/shared/api';
import { exactBody, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import { gridProblems } from '@/shared/ui/editable-grid';
import { CHANGE_LINE_COLUMNS, isChanged, type ChangeGridLine } from './change-lines';

export type ChangeBody = PoOrderChangeAddVariables['body'];

/** What the change form holds: the order, its lines old beside new, and why. */
export interface ChangeFormValues {
  orderId: string;
  lines: ChangeGridLine[];
  reason: string;
}

export const changeEmpty = (orderId = ''): ChangeFormValues => ({ orderId, lines: [], reason: '' });

export const CHANGE_MESSAGES = {
  nothingChanged: '请至少修改一行的数量、单价或交期',
} as const;

const facts = poOrderChangeAddBodyFacts;

/**
 * The grid's problems (each cell's contract rule, 新数量's decimals and not below what arrived) at their lines, and at
 * least one line changed. The grid shows the same problems at their cells.
 */
const linesCheck = z.superRefine<ChangeGridLine[]>((lines, context) => {
  for (const problem of gridProblems(CHANGE_LINE_COLUMNS, lines))
    context.issues.push({
      code: 'custom',
      message: problem.message,
      path: [problem.row, ...(problem.key ? [problem.key] : [])],
      input: lines[problem.row],
    });
  if (!lines.some(isChanged))
    context.issues.push({ code: 'custom', message: CHANGE_MESSAGES.nothingChanged, input: lines });
});

/**
 * 订单变更's rules: an order chosen, the lines checked as above, a reason. Output: exactly the add body, with only the
 * lines a person changed.
 */
export const changeSchema = exactBody<ChangeBody>()(
  z.pipe(
    z.object({
      orderId: requiredChoice('采购订单'),
      lines: z.array(z.custom<ChangeGridLine>()).check(linesCheck),
      reason: requiredText('变更原因', facts.reason.maxLength),
    }),
    z.transform(({ orderId, lines, reason }): ChangeBody => ({
      orderId,
      reason,
      lines: lines
        .filter(isChanged)
        .flatMap(({ orderLineId, newQty, newPrice, newDate }) =>
          newQty !== null && newPrice !== null ? [{ orderLineId, newQty, newPrice, newDate }] : [],
        ),
    })),
  ),
);
