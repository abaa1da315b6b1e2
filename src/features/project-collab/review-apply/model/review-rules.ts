import * as z from 'zod/mini';
import { requiredText } from '@/shared/lib/form-rules';

export const MAX_REVIEWERS = 10;
export const MAX_DELIVERABLES = 30;

export const REVIEW_MESSAGES = {
  reviewersRequired: '请至少选择一位评审人',
  tooManyReviewers: `评审人最多 ${MAX_REVIEWERS} 位`,
  deliverablesRequired: '请至少填写一项交付物',
  tooManyDeliverables: `交付物最多 ${MAX_DELIVERABLES} 项`,
  duplicateDeliverable: (name: string) => `交付物“${name}”重复`,
} as const;

/** 交付物清单: each row named once (a name to check off at the review), at least one, at most thirty. */
export const deliverablesRule = z.array(z.object({ name: requiredText('交付物名称', 64), done: z.boolean() })).check(
  z.minLength(1, REVIEW_MESSAGES.deliverablesRequired),
  z.maxLength(MAX_DELIVERABLES, REVIEW_MESSAGES.tooManyDeliverables),
  z.superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const name = row.name.trim();
      if (name && seen.has(name))
        ctx.issues.push({
          code: 'custom',
          input: row.name,
          path: [index, 'name'],
          message: REVIEW_MESSAGES.duplicateDeliverable(name),
        });
      seen.add(name);
    });
  }),
);

/** 评审人: one at least, ten at most. */
export const reviewersRule = z
  .array(z.string())
  .check(
    z.minLength(1, REVIEW_MESSAGES.reviewersRequired),
    z.maxLength(MAX_REVIEWERS, REVIEW_MESSAGES.tooManyReviewers),
  );
