import { ProjectSearchSelect } from '@/entities/project';
import { UserMultiSelect } from '@/entities/user';
import { pmReviewAdd, pmReviewEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyReview,
  reviewForm,
  reviewFormValues,
  reviewSchema,
  type ReviewFormBody,
  type ReviewFormValues,
} from '../model/review-form';
import type { Review } from '../model/review-list';
import { DeliverablesEditor } from './DeliverablesEditor';

/** 新增评审申请 (saved as a draft) / 编辑评审申请 (a draft, rejected or revoked one). */
export const ReviewForm = defineRecordForm<Review, ReviewFormValues, ReviewFormBody>({
  noun: '评审申请',
  title: (row) => (row ? `编辑评审申请：${row.applyNo}` : '新增评审申请'),
  schema: reviewSchema,
  fields: (row) =>
    reviewForm.fields({
      projId: (field) => (
        <ProjectSearchSelect
          id="projId"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          current={row && { id: row.projId, label: `${row.projNo} ${row.projTitle}` }}
        />
      ),
      reviewerIds: (field) => (
        <UserMultiSelect
          id="reviewerIds"
          value={field.value}
          onChange={(ids) => field.onChange(ids)}
          onBlur={field.onBlur}
          placeholder="请选择评审人"
        />
      ),
      deliverables: (field) => <DeliverablesEditor field={field} />,
    }),
  empty: emptyReview,
  values: reviewFormValues,
  width: 760,
  add: (body, options) => pmReviewAdd({ body }, options),
  edit: (body, row, options) => pmReviewEdit({ body: { ...body, id: row.id } }, options),
});
