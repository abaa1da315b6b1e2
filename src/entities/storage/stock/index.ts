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

// 库存查询 (st-stock): 余额's check, the ledger's per-bucket check, the ledger table, quantities in the unit.
export { balanceProblem, expectedClosing, type BalanceFigures } from './model/balance';
export { ledgerProblems, bucketChecks, bucketOf, type BucketCheck } from './model/ledger-check';
export { qtyWithUnit, qtyOf } from './model/quantities';
export { LedgerTable, type LedgerTableProps } from './ui/LedgerTable';
export { DocLedger } from './ui/DocLedger';
// 出库管理 · 生产发料 / 生产退料 (st-outbound): the batch picker shared by every issue, the issuable work orders.
export {
  batchChoices,
  reasonAskedText,
  ruleText,
  type BatchChoice,
  type BatchChoices,
  type BatchChoicesInput,
} from './model/batch-choices';
export { BatchPicker, type BatchPick, type BatchPickerProps, type BatchSource } from './ui/BatchPicker';
export {
  WorkOrderSelect,
  ISSUE_ORDER_STATES,
  RETURN_ORDER_STATES,
  type WorkOrderSelectProps,
} from './ui/WorkOrderSelect';
// 库存管理 (库存锁定, 库存隔离, 库存移动): the stock row picker, its figures, the limits a lock, an isolation or a move
// is checked against, and a document's ledger rows.
export {
  lockQtyProblem,
  isolationLimit,
  isolationQtyProblem,
  moveLimit,
  moveQtyProblem,
  type StockFigures,
} from './model/limits';
export {
  pickedStockOf,
  pickedStockOfDetail,
  pickedFigures,
  pickedStockColumns,
  type PickedStock,
} from './model/picked-stock';
export { useStockRow } from './api/stock-row';
export { useStockIdParam } from './api/stock-param';
export { useHouseConditions } from './api/house-condition';
export { StockPick, stockFiguresLine, type StockPickProps } from './ui/StockPick';
export { StockPickSelector } from './ui/StockPickSelector';
export { stockLinePicker, type StockLinePickerOptions } from './ui/stock-line-picker';

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
export { docHeadItems, type DocHeadItemsOptions } from './ui/doc-head-items';
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
// 销售出库 / 其他出库 (st-sales): the issue lines (batch picked by the suggestion, the order's 预留), their rules and picker.
export {
  withReserve,
  issuableQty,
  lineOfStock,
  lineOfDocLine,
  batchProblem,
  qtyProblem,
  reasonProblem,
  type IssueLine,
  type IssueLineShown,
  type IssueRuleLine,
  type StIssueDocLine,
  type StSalesReserved,
} from './model/issue-lines';
export { issueLineColumns, lineIssuable, issueToday } from './model/issue-line-columns';
export { useIssueLineColumns, type IssueLineBinding } from './ui/use-issue-line-columns';
export { IssueLinesTable } from './ui/IssueLinesTable';
export { stockMaterials, type StockMaterial } from './model/stock-materials';
export { StockMaterialPicker, type StockMaterialPickerProps } from './ui/StockMaterialPicker';

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
export { docStateColumn, DOC_STATE_OPTIONS } from './ui/doc-state-column';

// Storage documents' list and detail kit (docs/screen-kit.md → Storage documents): the head's columns, conditions
// and detail every document shares, so a screen declares only what is its own.
export { docHeadColumns, docConditions, type DocHeadColumnsOptions, type DocConditionsOptions } from './ui/doc-list';
export { DocDetailDrawer, type DocDetailDrawerProps } from './ui/DocDetailDrawer';
export { DocPrintPanel, docPrintPanel, type DocPrintPanelProps } from './ui/DocPrintPanel';
export {
  stockPrintColumns,
  qtyColumn,
  docPrintFields,
  printTotals,
  type StockDocPrint,
  type PrintableLine,
} from './model/print-doc';
// 盘点管理 (st2-count): 差异 = 实盘 − 账面, the threshold that asks for a recount, 差异金额, the storage label scanned
// into a count, the plan's and task's states.
export {
  COUNT_DIFF_KINDS,
  countDiff,
  countOfText,
  countTextProblem,
  diffAmount,
  diffKind,
  finalCount,
  linesToRecount,
  overThreshold,
  parseStockLabel,
  scanIntoCounts,
  thresholdText,
  type CountDiffKind,
  type CountLine,
  type CountThreshold,
  type ScanLine,
  type StockLabel,
} from './model/count';
export {
  ST_COUNT_PLAN_STATES,
  ST_COUNT_TASK_STATES,
  ST_COUNT_MODES,
  ST_COUNT_KINDS,
  ST_COUNT_SCOPES,
  type StCountPlanState,
  type StCountTaskState,
  type StCountMode,
  type StCountKind,
  type StCountScopeType,
} from './model/count-states';
export { CountDiffTag } from './ui/CountDiffTag';
// 调拨管理 (issue 27, docs/design/scm-storage-2.md → 调拨管理): the line arithmetic.
export {
  allotQtyProblem,
  inTransitQty,
  receiptDiff,
  shipQtyProblem,
  receiveProblem,
  type ReceiveLineFacts,
} from './model/allot-lines';
export { ST_ALLOT_STATES, type StAllotState } from './model/allot-states';
export { AllotLinesTable } from './ui/AllotLinesTable';
export { useAllotHouseConditions } from './api/allot-house-conditions';
// 库存锁定 and 库存隔离 (st1-rest): the columns a lock and an isolation share.
export { holdColumns, holdStateColumn, type HoldColumnsOptions } from './ui/hold-columns';
export { StockFormFromLink, type StockFormProps } from './ui/StockFormFromLink';
