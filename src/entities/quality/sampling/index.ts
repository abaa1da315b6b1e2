export {
  INSPECTION_LEVELS,
  SEVERITIES,
  SEVERITY_LABELS,
  CODE_LETTERS,
  AQL_LABELS,
  AQL_VALUES,
  ZERO_AQL,
} from './model/constants';
export type {
  InspectionLevel,
  Severity,
  CodeLetter,
  PlanLetter,
  Arrow,
  AcRe,
  TableCell,
  TableRow,
  SingleSamplingTable,
  SamplingInput,
  SamplingPlan,
  SamplingInputProblem,
} from './model/types';
export { TABLE_1_CODE_LETTERS, type LotSizeBand } from './model/table-1-code-letters';
export { TABLE_2A_NORMAL } from './model/table-2a-normal';
export { TABLE_2B_TIGHTENED } from './model/table-2b-tightened';
export { TABLE_2C_REDUCED } from './model/table-2c-reduced';
export { TABLE_BY_SEVERITY } from './model/tables';
export {
  samplingPlan,
  samplingInputProblem,
  SamplingInputError,
  codeLetterFor,
  resolveCell,
  isPlan,
  aqlLabel,
} from './model/sampling-plan';
export {
  switchingState,
  nextSwitchingScore,
  tighterAcceptanceNumber,
  type LotResult,
  type SwitchingConditions,
  type SwitchingState,
} from './model/switching';
export { SamplingCalculator, type SamplingCalculatorProps } from './ui/SamplingCalculator';
export {
  PLAN_TYPES,
  PLAN_TYPE_OPTIONS,
  PLAN_AQL_OPTIONS,
  planAqls,
  planSummary,
  otherPlanSampleSize,
  planCalculatorInput,
  type PlanType,
  type QmSamplingRow,
} from './model/plan-types';
export { SamplingPlanSelect, type SamplingPlanSelectProps } from './ui/SamplingPlanSelect';
