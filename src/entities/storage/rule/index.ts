// 规则与预警 (docs/design/scm-storage-2.md → 规则与预警): the rules' arithmetic and checks, the warnings' labels,
// columns, row actions and dialogs shared by 呆滞预警, 库存上下限预警 and AIW 规则.
export type {
  StPullTrigger,
  StPullQtyMode,
  StPullSuggestion,
  StWarningState,
  StWarningAction,
  StIbwBound,
  StEdwScope,
} from './model/types';
export { pullSuggestion, type PullFigures, type PullSuggestion } from './model/pull-suggestion';
export { ibwBound, type IbwFigures } from './model/ibw-bound';
export {
  ageDays,
  ageBand,
  bandTitles,
  bandsProblem,
  bandTotals,
  type AgeBands,
  type AgedStock,
  type BandTotals,
} from './model/age-band';
export { pullRuleProblems, ibwRuleProblems, decimalsProblem, type RuleProblem } from './model/rule-checks';
export {
  PULL_TRIGGERS,
  PULL_QTY_MODES,
  WARNING_STATES,
  WARNING_ACTIONS,
  IBW_BOUNDS,
  EDW_SCOPES,
  RULE_ENABLED,
} from './model/labels';
export { ackableIds, closableIds, closeProblem, warningObject, type WarningLike } from './model/warnings';
export { WarningAckDialog, WarningCloseDialog } from './ui/WarningDialogs';
export { WarningAckSelected, WarningCloseSelected } from './ui/WarningSelected';
export { warningRowActions } from './ui/warning-actions';
export { warningHeadColumns, warningTailColumns } from './ui/warning-columns';
export { WarningRefresh } from './ui/WarningRefresh';
export { warningListParts } from './ui/warning-list-parts';
