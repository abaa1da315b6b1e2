import type { StateLook } from '@/shared/ui/state-tag';
import type { StEdwScope, StIbwBound, StPullQtyMode, StPullTrigger, StWarningAction, StWarningState } from './types';

/** 触发方式. */
export const PULL_TRIGGERS: Record<StPullTrigger, StateLook> = {
  KANBAN: { label: '看板', color: 'blue' },
  SCHEDULE: { label: '计划', color: 'purple' },
};

/** 补货方式. */
export const PULL_QTY_MODES: Record<StPullQtyMode, string> = { FIXED: '固定批量', UP_TO_MAX: '补至最高' };

/** 预警状态: 待处理 → 已确认 → 已关闭. */
export const WARNING_STATES: Record<StWarningState, StateLook> = {
  OPEN: { label: '待处理', color: 'error' },
  ACKED: { label: '已确认', color: 'processing' },
  CLOSED: { label: '已关闭', color: 'default' },
};

/** 关闭时的处理方式. */
export const WARNING_ACTIONS: Record<StWarningAction, string> = {
  TRANSFER: '调拨',
  PROMOTION: '促销',
  RETURN: '退供',
  SCRAP: '报废',
  ADJUST_RULE: '调整规则',
  OTHER: '其他',
};

/** 上下限. */
export const IBW_BOUNDS: Record<StIbwBound, StateLook> = {
  BELOW_MIN: { label: '低于最低', color: 'error' },
  BELOW_SAFETY: { label: '低于安全', color: 'warning' },
  ABOVE_MAX: { label: '高于最高', color: 'purple' },
};

/** 呆滞规则的范围. */
export const EDW_SCOPES: Record<StEdwScope, string> = { GROUP: '物料组', MATERIAL: '物料' };

/** 启用 / 停用 of a rule (its `enabled`). */
export const RULE_ENABLED: Record<'true' | 'false', StateLook> = {
  true: { label: '启用', color: 'success' },
  false: { label: '停用', color: 'default' },
};
