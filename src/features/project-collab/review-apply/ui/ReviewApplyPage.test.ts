import { describe, expect, it } from 'vitest';
import type { pmReview } from '@/shared/api';
import { declaredForm, type FormValues } from '@/shared/ui/crud-screen';
import { REVIEW_MESSAGES } from '../model/review-rules';
import { ReviewApplyPage } from './ReviewApplyPage';

const reviewForm = declaredForm(ReviewApplyPage.list);
const reviewSchema = reviewForm.schema;
const emptyReview = reviewForm.empty;

const valid: FormValues<typeof pmReview> = {
  ...emptyReview,
  projId: '1716352000006000001',
  reviewType: 'GATE',
  phaseCode: 'P3',
  title: ' SD-750 二代 P3 设计冻结评审 ',
  reviewDate: '2026-12-10',
  reviewerIds: ['1716352000000000201', '1716352000000000204'],
  deliverables: [
    { name: ' 原理图与 PCB 设计评审记录 ', done: true },
    { name: 'DFMEA', done: false },
  ],
};

const messages = (values: object) => {
  const result = reviewSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the review request form', () => {
  it('asks for the project, phase, topic, date, reviewers and a named deliverable of an empty form', () => {
    const result = reviewSchema.safeParse(emptyReview);
    const found = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(found).toEqual([
      ['projId', '请选择项目'],
      ['phaseCode', '请选择评审阶段'],
      ['title', '请输入评审主题'],
      ['reviewDate', '请选择评审日期'],
      ['reviewerIds', REVIEW_MESSAGES.reviewersRequired],
      ['deliverables.0.name', '请输入交付物名称'],
    ]);
  });

  it('refuses an empty checklist, a deliverable named twice and more than ten reviewers', () => {
    expect(messages({ deliverables: [] })).toEqual([['deliverables', REVIEW_MESSAGES.deliverablesRequired]]);
    expect(
      messages({
        deliverables: [
          { name: 'DFMEA', done: true },
          { name: ' DFMEA', done: false },
        ],
      }),
    ).toEqual([['deliverables.1.name', REVIEW_MESSAGES.duplicateDeliverable('DFMEA')]]);
    expect(messages({ reviewerIds: Array.from({ length: 11 }, (_, i) => String(i + 1)) })).toEqual([
      ['reviewerIds', REVIEW_MESSAGES.tooManyReviewers],
    ]);
  });

  it('gives exactly the add body, names trimmed and an empty remark as null', () => {
    expect(reviewSchema.parse(valid)).toEqual({
      projId: '1716352000006000001',
      reviewType: 'GATE',
      phaseCode: 'P3',
      title: 'SD-750 二代 P3 设计冻结评审',
      reviewDate: '2026-12-10',
      reviewerIds: ['1716352000000000201', '1716352000000000204'],
      deliverables: [
        { name: '原理图与 PCB 设计评审记录', done: true },
        { name: 'DFMEA', done: false },
      ],
      remark: null,
    });
  });
});
