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
export type { StLocation, StIssueSuggestion, StSuggestRule } from './model/types';
export { stockLocations, inScope, type LocationScope } from './api/locations';
export { LocationSelect, type LocationSelectProps } from './ui/LocationSelect';
export {
  suggestRule,
  issueRefusal,
  orderCandidates,
  fillSuggestion,
  needsReason,
  type IssuePurpose,
} from './model/suggest';
// 销售出库 / 其他出库 (st-sales): the issue lines (batch picked by the suggestion, the order's 预留), their rules and picker.
export {
  withReserve,
  issuableQty,
  issueCandidates,
  lineOfStock,
  lineOfDocLine,
  batchProblem,
  qtyProblem,
  reasonProblem,
  type IssueLine,
  type IssueLineShown,
  type IssueRuleLine,
  type IssueCandidate,
  type StIssueDocLine,
  type StSalesReserved,
} from './model/issue-lines';
export { issueLineColumns, lineIssuable, issueToday } from './model/issue-line-columns';
export { IssueBatchPicker, type IssueBatchPickerProps } from './ui/IssueBatchPicker';
export { useIssueLineColumns, type IssueLineBinding } from './ui/use-issue-line-columns';
export { IssueLinesTable } from './ui/IssueLinesTable';
export { stockMaterials, type StockMaterial } from './model/stock-materials';
export { StockMaterialPicker, type StockMaterialPickerProps } from './ui/StockMaterialPicker';
