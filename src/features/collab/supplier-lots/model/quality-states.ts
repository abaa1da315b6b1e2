import type { CollabStateLook } from '@/entities/collab/order';
import type { CollabSupplierLotDetailData, CollabSupplierLotPageData } from '@/shared/api';

export type SupplierLotRow = CollabSupplierLotPageData['rows'][number];
export type SupplierLotDetail = CollabSupplierLotDetailData;
type QualityState = NonNullable<SupplierLotRow['qualityState']>;

/** Our batch's quality state (docs/design/scm-purchase.md → 供应商批次); a lot in transit has none yet. */
export const QUALITY_STATES: Record<QualityState, CollabStateLook> = {
  WAITING: { label: '待检', color: 'processing' },
  PASSED: { label: '合格', color: 'success' },
  REJECTED: { label: '不合格', color: 'error' },
  FROZEN: { label: '冻结', color: 'purple' },
};

/** Shown where a lot has no internal batch and no quality state: shipped, not yet received. */
export const IN_TRANSIT: CollabStateLook = { label: '在途', color: 'default' };

export const INSPECT_MODES: Record<NonNullable<SupplierLotDetail['inspectMode']>, string> = {
  FULL: '全检',
  SAMPLE: '抽检',
  EXEMPT: '免检',
};

/** Where the lot was reported: an ASN's number, or the supplier's label read at receipt. */
export const sourceText = (lot: Pick<SupplierLotRow, 'source' | 'asnNo'>) =>
  lot.source === 'ASN' ? (lot.asnNo ?? 'ASN') : '收货录入';
