import type { ApprovalNodeStatus } from './types';

/** Label and antd status colour of each step state (product.md §2.6 approval-flow diagram). */
export const APPROVAL_STATUS: Record<
  ApprovalNodeStatus,
  { label: string; color: 'success' | 'processing' | 'default' | 'error' }
> = {
  approved: { label: '已通过', color: 'success' },
  processing: { label: '审批中', color: 'processing' },
  waiting: { label: '未开始', color: 'default' },
  rejected: { label: '已驳回', color: 'error' },
};
