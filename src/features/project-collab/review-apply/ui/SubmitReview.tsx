import { useSubmitOnOpen, useWorkflowSubmit } from '@/entities/workflow';
import { pmReviewSubmit } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { Review } from '../model/review-list';

/** The business type whose DingTalk process a review request's submit starts. */
export const REVIEW_BIZ_TYPE = 'PM_REVIEW';

/** 提交 (§4.5): with a process the dialog asks for the initiating department, without one it goes at once. */
export function SubmitReview({ row, onClose, refetch }: RowPanelProps<Review>) {
  const workflow = useWorkflowSubmit<{ id: string }>({
    bizType: REVIEW_BIZ_TYPE,
    submit: (params, options) => pmReviewSubmit({ body: params }, options),
    onSubmitted: () => void refetch(),
  });
  return useSubmitOnOpen(workflow, row.id, onClose);
}
