export {
  PROCESS_TYPE_NAMES,
  TIME_UNIT_NAMES,
  INSPECT_MODE_NAMES,
  REPORT_MODE_NAMES,
  optionsOf,
  toMinutes,
  formatStdTime,
  type MfgProcess,
  type ProcessType,
  type TimeUnit,
} from './model/process-labels';
export { ProcessSelector, type ProcessSelectorProps } from './ui/ProcessSelector';
export { ProcessSelect, type ProcessSelectProps } from './ui/ProcessSelect';
