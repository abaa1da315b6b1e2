// 统计分析 (docs/design/scm-storage-2.md → 统计分析): the period rule, the amount arithmetic and the warehouse filter its
// three screens share.
export { periodProblem, MAX_PERIOD_DAYS } from './model/period';
export { sumAmounts, toFen } from './model/money';
export { HouseMultiSelect, type HouseMultiSelectProps } from './ui/HouseMultiSelect';
