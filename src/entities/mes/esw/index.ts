export {
  ESW_LEVELS,
  ESW_METRICS,
  ESW_NOTIFY_WAYS,
  ESW_OPERATORS,
  ESW_PERIODS,
  eswSentence,
  optionsOf,
  withUnit,
  type EswLevel,
  type EswMetric,
  type EswOperator,
  type EswPeriod,
  type EswSentenceParts,
} from './model/esw-options';
export { EswLevelTag } from './ui/EswLevelTag';
