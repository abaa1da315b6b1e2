import type { scmSchemas } from '@/shared/api';
import type { StateLook } from '@/shared/ui/state-tag';

type Schemas = scmSchemas['schemas'];
export type StCountPlanState = Schemas['StCountPlanState'];
export type StCountTaskState = Schemas['StCountTaskState'];
export type StCountMode = Schemas['StCountMode'];
export type StCountKind = Schemas['StCountKind'];
export type StCountScopeType = Schemas['StCountScopeType'];

/** 盘点计划的状态 (docs/design/scm-storage-2.md → 盘点管理). */
export const ST_COUNT_PLAN_STATES: Record<StCountPlanState, StateLook> = {
  DRAFT: { label: '草稿', color: 'default' },
  PUBLISHED: { label: '已发布', color: 'blue' },
  COUNTING: { label: '盘点中', color: 'processing' },
  APPROVING: { label: '待审批', color: 'warning' },
  DONE: { label: '已完成', color: 'success' },
  CANCELLED: { label: '已取消', color: 'default' },
};

/** 盘点任务的状态. */
export const ST_COUNT_TASK_STATES: Record<StCountTaskState, StateLook> = {
  OPEN: { label: '待盘点', color: 'default' },
  COUNTING: { label: '盘点中', color: 'processing' },
  SUBMITTED: { label: '待审批', color: 'warning' },
  APPROVED: { label: '已审批', color: 'success' },
  CANCELLED: { label: '已取消', color: 'default' },
};

/** 明盘 shows the book quantity to the counter, 盲盘 does not. */
export const ST_COUNT_MODES: Record<StCountMode, StateLook> = {
  OPEN: { label: '明盘', color: 'cyan' },
  BLIND: { label: '盲盘', color: 'purple' },
};

export const ST_COUNT_KINDS: Record<StCountKind, string> = { FULL: '全盘', SPOT: '抽盘', CYCLE: '循环盘点' };
export const ST_COUNT_SCOPES: Record<StCountScopeType, string> = {
  WAREHOUSE: '整仓',
  AREA: '库区',
  LOCATION: '库位',
  GROUP: '物料组',
};
