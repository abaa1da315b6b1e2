import type { Look } from '@/entities/quality/iqc-apply';
import type { scmSchemas } from '@/shared/api';

export type RfeRow = scmSchemas['schemas']['QmRfe'];
export type RfeState = RfeRow['state'];
export type RfeReason = RfeRow['reason'];
export type RfeResult = NonNullable<RfeRow['result']>;
export type RfeSource = RfeRow['sourceType'];

/** 复检状态 (docs/design/scm-quality.md → RFE 申请): 待复检 → 复检中 → 已完成. */
export const RFE_STATES: Record<RfeState, Look> = {
  WAITING: { label: '待复检', color: 'default' },
  INSPECTING: { label: '复检中', color: 'processing' },
  DONE: { label: '已完成', color: 'success' },
};

/** 复检原因: a shelf life or an inspection's validity run out, or a complaint (a suspect batch). */
export const RFE_REASONS: Record<RfeReason, Look> = {
  SHELF_LIFE: { label: '保质期到期', color: 'orange' },
  INSPECTION_EXPIRED: { label: '检验有效期到期', color: 'gold' },
  COMPLAINT: { label: '投诉 / 质量疑问', color: 'volcano' },
};

/** 复检结果: 合格, the batch's validity extended and the batch released; or 不合格, the batch isolated. */
export const RFE_RESULTS: Record<RfeResult, Look> = {
  EXTEND: { label: '合格，延期', color: 'success' },
  ISOLATE: { label: '不合格，隔离', color: 'error' },
};

export const RFE_SOURCES: Record<RfeSource, string> = {
  STOCK_EXPIRY: '效期查询',
  MANUAL: '手工',
};
