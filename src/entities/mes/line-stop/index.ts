export {
  STOP_REASONS,
  STOP_REASON_OPTIONS,
  STOP_STATES,
  STOP_STATE_OPTIONS,
  durationText,
  epochOf,
  minutesBetween,
  type LineStop,
  type StopReason,
  type StopState,
} from './model/line-stop';
export { StopCountdown, StopStateBadge } from './ui/StopCountdown';
