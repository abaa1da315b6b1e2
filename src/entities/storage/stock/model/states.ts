import { STOCK_QUALITY_STATES, type StateLook } from '@/shared/ui/state-tag';
import type { StApprovalState, StDocState, StExpiryState, StQualityState, StTxnType } from './types';

/** 单据状态 (docs/design/scm-storage.md → Documents). */
export const ST_DOC_STATES: Record<StDocState, StateLook> = {
  DRAFT: { label: '草稿', color: 'default' },
  SUBMITTED: { label: '已提交', color: 'processing' },
  POSTED: { label: '已过账', color: 'success' },
  CANCELLED: { label: '已取消', color: 'default' },
};

/** 审批 of 其他入库 / 其他出库. */
export const ST_APPROVAL_STATES: Record<StApprovalState, StateLook> = {
  NONE: { label: '未送审', color: 'default' },
  PENDING: { label: '审批中', color: 'processing' },
  APPROVED: { label: '已通过', color: 'success' },
  REJECTED: { label: '已驳回', color: 'error' },
};

/** 质量状态 of stock: quality decides it, storage shows it (the one map purchase's returns read too). */
export const ST_QUALITY_STATES: Record<StQualityState, StateLook> = STOCK_QUALITY_STATES;

/** 效期状态. */
export const ST_EXPIRY_STATES: Record<StExpiryState, StateLook> = {
  NONE: { label: '不管效期', color: 'default' },
  NORMAL: { label: '正常', color: 'success' },
  NEAR: { label: '临期', color: 'warning' },
  EXPIRED: { label: '过期', color: 'error' },
};

/** 事务类型 as a condition's options (a row shows its own `txnTypeName`, 盘盈 / 盘亏 by direction). */
export const ST_TXN_TYPES: Record<StTxnType, string> = {
  PURCHASE_RECEIPT: '采购入库',
  RECEIPT_REJECT: '到货拒收',
  QC_STATE: '质量状态变更',
  MOVE: '移库',
  TRANSFER: '调拨',
  PRODUCTION_ISSUE: '生产发料',
  PRODUCTION_RETURN: '生产退料',
  PRODUCTION_RECEIPT: '生产入库',
  SALES_ISSUE: '销售出库',
  SALES_RETURN: '销售退货',
  PURCHASE_RETURN: '采购退货出库',
  SCRAP: '报废出库',
  STOCKTAKE: '盘点',
  OTHER_IN: '其他入库',
  OTHER_OUT: '其他出库',
  OPENING: '期初',
  LOCK: '锁定',
  ISOLATE: '隔离',
  RELEASE: '释放',
  ALLOCATE: '分配',
};
