export {
  hasSearchValue,
  isRangeValue,
  type ActiveCondition,
  type RangeValue,
  type SearchCondition,
  type SearchFieldType,
  type SearchOption,
  type SearchValue,
} from './search-condition';
export {
  conditionParams,
  toRequestParams,
  type RequestParamsInput,
  type SortOrder,
  type TableSort,
} from './request-params';
export { initialTableState, tableReducer, type TableAction, type TableState } from './table-state';
export { defaultConditions, stateFromUrl } from './url-state';
export {
  rowConditionList,
  rowConditionPasses,
  rowConditionsPass,
  type RowCondition,
  type RowConditionOp,
} from './row-condition';
export { declaredSettings, mergeColumnSettings, type ColumnSetting } from './column-settings';
export { emptySelection, selectKeys, selectedRows, selectionAfterPageChange, type SelectionState } from './selection';
