import type { scmSchemas } from '@/shared/api';
import type { StateLook } from '@/shared/ui/state-tag';

/** 调拨单状态 (docs/design/scm-storage-2.md → 调拨管理). */
export type StAllotState = scmSchemas['schemas']['StAllotState'];

export const ST_ALLOT_STATES: Record<StAllotState, StateLook> = {
  DRAFT: { label: '草稿', color: 'default' },
  APPROVING: { label: '待审批', color: 'processing' },
  APPROVED: { label: '已审批', color: 'cyan' },
  IN_TRANSIT: { label: '在途', color: 'warning' },
  DONE: { label: '已完成', color: 'success' },
  REJECTED: { label: '已驳回', color: 'error' },
  CANCELLED: { label: '已取消', color: 'default' },
};
