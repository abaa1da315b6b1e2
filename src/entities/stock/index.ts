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

// 期初库存, 生产入库, 其他入库 (st-entry): the entry lines' rules and 可入库, their lines and head in a detail, the
// document actions narrowed by a kind's own conditions.
export {
  entryQtyProblem,
  batchRequiredProblem,
  expiryDateProblem,
  enterableQty,
  overEntryProblem,
  type WorkOrderFigures,
} from './model/entry-rules';
export { EntryLinesTable, type ShownEntryLine, type EntryLineColumns } from './ui/EntryLinesTable';
export { docHeadItems } from './ui/doc-head-items';
export { narrowDocActions } from './ui/narrow-doc-actions';
export {
  ENTRY_LINE_COLUMNS,
  newEntryLine,
  entryLineRule,
  type EntryGridLine,
  type EntryShown,
} from './model/entry-grid';
export { useEntryLineColumns, type EntryMaterialPicker } from './ui/use-entry-line-columns';
export { useLocationOptions, type KnownLocation } from './ui/use-location-options';
