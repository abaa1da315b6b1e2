import { useState } from 'react';
import { requestActionConditions, RequestScopeTabs, type RequestScope } from '@/entities/approval-request';
import { pmReviewDelete, pmReviewRevoke } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { reviewColumns, reviewConditions, reviewSource, type Review } from '../model/review-list';

const when = requestActionConditions<Review>();

/** The list of 评审申请 (stage-gate and technical reviews) with its actions by state. */
export const ReviewList = defineListScreen({
  tableId: 'pm.reviewApply',
  permissionPrefix: 'reviewApply',
  source: reviewSource,
  columns: reviewColumns,
  conditions: reviewConditions,
  form: () => import('./review-form').then((m) => m.ReviewForm),
  table: { addLabel: '新增评审申请', actionWidth: 200 },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./ReviewDrawer').then((m) => m.ReviewDetailDrawer),
    },
    {
      kind: 'panel',
      action: 'approval',
      title: '审批',
      when: when.approvable,
      load: () => import('./ReviewDrawer').then((m) => m.ReviewApprovalDrawer),
    },
    { kind: 'edit', when: when.editable },
    {
      kind: 'panel',
      action: 'submit',
      title: '提交',
      when: when.editable,
      load: () => import('./SubmitReview').then((m) => m.SubmitReview),
    },
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: when.revocable,
      run: (row, options) => pmReviewRevoke({ body: { id: row.id } }, options),
      done: '已撤回',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: when.editable,
      run: (row, options) => pmReviewDelete({ body: { ids: [row.id] } }, options),
      done: '删除成功',
    },
  ],
});

/** 评审申请 (项目协同): apply, audit and query — 我的申请 / 待我审批 / 全部. */
export function ReviewApplyPage() {
  const [scope, setScope] = useState<RequestScope>('MINE');
  return (
    <RequestScopeTabs scope={scope} onChange={setScope}>
      <ReviewList extendedParams={{ scope }} />
    </RequestScopeTabs>
  );
}
