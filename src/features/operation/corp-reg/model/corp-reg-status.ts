import type { OpCorpRegDetailData } from '@/shared/api';

export type CorpReg = OpCorpRegDetailData;
export type CorpRegStatus = CorpReg['status'];

/**
 * The registration's states (dictionary corp_reg_status) and what each allows:
 * 0 草稿 → (提交) 1 待审核 → (审核通过, with a DingTalk process) 4 审核中 → 2 已通过 / 3 已驳回;
 * 1 待审核 → (通过, no process) 2 已通过; 1 待审核 → (驳回, with a reason) 3 已驳回 → (修改, 提交) 1 待审核.
 */
export const CORP_REG_STATUS = {
  draft: 0,
  pending: 1,
  approved: 2,
  rejected: 3,
  auditing: 4,
} as const satisfies Record<string, CorpRegStatus>;

/** The applicant may change and (re)submit a draft or a rejected registration; the others are read-only. */
export const EDITABLE_STATUSES: readonly CorpRegStatus[] = [CORP_REG_STATUS.draft, CORP_REG_STATUS.rejected];

export const isEditable = (status: CorpRegStatus) => EDITABLE_STATUSES.includes(status);
/** Only a registration waiting for the operator is audited. */
export const isAuditable = (status: CorpRegStatus) => status === CORP_REG_STATUS.pending;

export const CORP_REG_DICT = { status: 'corp_reg_status', scale: 'corp_scale' } as const;

/** The workflow business type of the audit (product.md §4.5: the submit dialog asks hasProc for it). */
export const CORP_REG_BIZ_TYPE = 'OP_CORP_REG';
