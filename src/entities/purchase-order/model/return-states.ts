import type { PoReceiveBackPageData, PoReceiveBackSourcesData } from '@/shared/api';
import type { StateLook } from './states';

export type PoReturnRow = PoReceiveBackPageData['rows'][number];
export type PoReturnState = PoReturnRow['state'];
export type PoReturnSource = PoReceiveBackSourcesData['rows'][number];
export type PoReturnSourceType = PoReturnSource['sourceType'];
export type PoQualityState = PoReturnSource['qualityState'];

/** 退货状态 (docs/design/scm-purchase.md → 退货管理). */
export const PO_RETURN_STATES: Record<PoReturnState, StateLook> = {
  DRAFT: { label: '草稿', color: 'default' },
  SUBMITTED: { label: '已提交', color: 'processing' },
  SHIPPED_OUT: { label: '已出库', color: 'blue' },
  CLOSED: { label: '已关闭', color: 'success' },
};

/** 退货来源: a rejected incoming inspection, or a batch in stock. */
export const PO_RETURN_SOURCE_TYPES: Record<PoReturnSourceType, StateLook> = {
  IQC: { label: '检验单', color: 'orange' },
  STOCK: { label: '库存批次', color: 'blue' },
};

/** 质量状态 of the batch returned. */
export const PO_QUALITY_STATES: Record<PoQualityState, StateLook> = {
  PENDING: { label: '待检', color: 'default' },
  QUALIFIED: { label: '合格', color: 'success' },
  REJECTED: { label: '不合格', color: 'error' },
  FROZEN: { label: '冻结', color: 'purple' },
};
