import * as z from 'zod/mini';
import { pmReviewAddBodyFacts } from '@/shared/api';
import { requiredChoice, requiredText } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { PHASE_OPTIONS, REVIEW_TYPE_OPTIONS, type Review } from './review-list';

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
const deliverablesRule = z.array(z.object({ name: requiredText('交付物名称', 64), done: z.boolean() })).check(
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

/** 评审申请 add/edit on the contract's PmReviewForm. */
export const reviewForm = defineForm(pmReviewAddBodyFacts, {
  projId: { label: '项目', kind: 'custom', wide: true, rule: requiredChoice('项目') },
  reviewType: { label: '评审类型', options: REVIEW_TYPE_OPTIONS },
  phaseCode: { label: '评审阶段', options: PHASE_OPTIONS },
  title: { label: '评审主题', wide: true, placeholder: '如 SD-750 二代 P3 设计冻结评审' },
  reviewDate: { label: '评审日期', kind: 'date', rule: requiredChoice('评审日期') },
  reviewerIds: {
    label: '评审人',
    kind: 'custom',
    rule: z
      .array(z.string())
      .check(
        z.minLength(1, REVIEW_MESSAGES.reviewersRequired),
        z.maxLength(MAX_REVIEWERS, REVIEW_MESSAGES.tooManyReviewers),
      ),
  },
  deliverables: { label: '交付物清单', kind: 'custom', wide: true, rule: deliverablesRule },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type ReviewFormValues = typeof reviewForm.empty;
export type ReviewFormBody = z.output<typeof reviewForm.schema>;

export const reviewSchema = reviewForm.schema;

export const emptyReview: ReviewFormValues = {
  ...reviewForm.empty,
  reviewType: 'GATE',
  deliverables: [{ name: '', done: false }],
};

export function reviewFormValues(row: Review): ReviewFormValues {
  return {
    projId: row.projId,
    reviewType: row.reviewType,
    phaseCode: row.phaseCode as ReviewFormValues['phaseCode'],
    title: row.title,
    reviewDate: row.reviewDate,
    reviewerIds: row.reviewers.map((r) => r.userId),
    deliverables: row.deliverables.map(({ name, done }) => ({ name, done })),
    remark: row.remark ?? '',
  };
}
