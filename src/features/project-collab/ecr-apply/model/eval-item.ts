// zod/mini like the other small forms.
import * as z from 'zod/mini';
import type { PmEcrEvalItemEditVariables, PmEcrEvalItemListData } from '@/shared/api';
import { exactBody, optionalText, requiredChoice } from '@/shared/lib/form-rules';
import type { SearchOption } from '@/shared/lib/table-query';

export type EvalItem = PmEcrEvalItemListData[number];
export type EvalBody = PmEcrEvalItemEditVariables['body'];

/** The functions that evaluate a change, in the order they sign. */
export const FUNCTION_LABELS: Record<EvalItem['func'], string> = {
  RD: '研发',
  PROCESS: '工艺',
  QUALITY: '质量',
  PURCHASE: '采购',
  PRODUCTION: '生产',
};

export const CONCLUSIONS: Record<
  EvalItem['conclusion'],
  { label: string; badge: 'default' | 'success' | 'warning' | 'error' }
> = {
  PENDING: { label: '待评估', badge: 'default' },
  AGREE: { label: '同意', badge: 'success' },
  CONDITIONAL: { label: '有条件同意', badge: 'warning' },
  DISAGREE: { label: '不同意', badge: 'error' },
};
export const CONCLUSION_OPTIONS: readonly SearchOption[] = (['AGREE', 'CONDITIONAL', 'DISAGREE'] as const).map(
  (value) => ({ value, title: CONCLUSIONS[value].label }),
);

export interface EvalFormValues {
  conclusion: string;
  comment: string;
}

export const EVAL_MESSAGES = {
  conclusionRequired: '请选择评估结论',
  commentRequired: '有条件同意或不同意时请填写评估意见',
} as const;

/** A conclusion is chosen; the comment says the conditions or the objection, so it is required unless 同意. */
export function evalSchema(id: string) {
  return exactBody<EvalBody>()(
    z.pipe(
      z
        .object({
          conclusion: z.pipe(
            requiredChoice('评估结论'),
            z.enum(['AGREE', 'CONDITIONAL', 'DISAGREE'], EVAL_MESSAGES.conclusionRequired),
          ),
          comment: optionalText('评估意见', 500),
        })
        .check(
          z.superRefine((values, ctx) => {
            if ((values.conclusion === 'CONDITIONAL' || values.conclusion === 'DISAGREE') && !values.comment)
              ctx.issues.push({
                code: 'custom',
                message: EVAL_MESSAGES.commentRequired,
                input: values.comment,
                path: ['comment'],
              });
          }),
        ),
      z.transform(({ conclusion, comment }): EvalBody => ({ id, conclusion, comment })),
    ),
  );
}
