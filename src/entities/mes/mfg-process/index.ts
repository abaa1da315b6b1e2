export {
  PROCESS_TYPE_NAMES,
  TIME_UNIT_NAMES,
  INSPECT_MODE_NAMES,
  REPORT_MODE_NAMES,
  optionsOf,
  PROCESS_TYPE_OPTIONS,
  TIME_UNIT_OPTIONS,
  INSPECT_MODE_OPTIONS,
  REPORT_MODE_OPTIONS,
  toMinutes,
  formatStdTime,
  stdTimeText,
  type MfgProcess,
  type ProcessType,
  type TimeUnit,
} from './model/process-labels';
export { inspectionChecks, inspectionText } from './model/inspection';
export { ProcessTypeTag } from './ui/ProcessTypeTag';
export { ProcessSelector, type ProcessSelectorProps } from './ui/ProcessSelector';
export { ProcessSelect, type ProcessSelectProps } from './ui/ProcessSelect';
