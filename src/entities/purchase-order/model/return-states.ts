import type { PoReceiveBackPageData, PoReceiveBackSourcesData } from '@/shared/api';
import type { StateLook } from './states';
import { STOCK_QUALITY_STATES } from '@/shared/ui/state-tag';

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

/** 质量状态 of the batch returned: the stock's one map (shared/ui/state-tag), as storage shows it. */
export const PO_QUALITY_STATES: Record<PoQualityState, StateLook> = STOCK_QUALITY_STATES;
