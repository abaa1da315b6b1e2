export type {
  StStock,
  StLedgerRow,
  StTxnType,
  StQualityState,
  StExpiryState,
  StDocState,
  StApprovalState,
  StDocHead,
} from './model/types';
export { ST_DOC_STATES, ST_APPROVAL_STATES, ST_QUALITY_STATES, ST_EXPIRY_STATES, ST_TXN_TYPES } from './model/states';
export { availableQty, movableQty, figuresText, roundQty, remainingDays, expiryState } from './model/figures';
export { stockDocActions, docIn, type StockDocCalls, type StockDocActionsOptions } from './ui/doc-actions';
export { reasonPanel } from './ui/DocReasonPanel';
export { DocStateTag } from './ui/DocStateTag';

// 入库管理 · 到货收货、采购入库 (st-inbound): 可收数 / 短少 / 超收, box labels, 可上架 and the location suggestion.
export {
  receivableQty,
  openQty,
  floorQty,
  shortQty,
  overQty,
  inQty,
  overReceiptProblem,
  damagedProblem,
  type ReceiptSourceQty,
} from './model/receipt-qty';
export {
  parseBoxLabel,
  scanBoxLabel,
  scannedBoxes,
  unscannedProblem,
  type BoxLabel,
  type ScannableLine,
} from './model/box-label';
export {
  putawayableQty,
  putawayQtyProblem,
  suggestLocation,
  suggestionText,
  SUGGEST_REASONS,
  type PutawayPlaces,
  type Suggestion,
  type SuggestReason,
} from './model/putaway';
export { useLocationOptions, type KnownLocation } from './ui/use-location-options';
