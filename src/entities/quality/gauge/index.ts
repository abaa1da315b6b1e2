export {
  DUE_SOON_DAYS,
  GAUGE_STATES,
  GAUGE_STATE_OPTIONS,
  dueText,
  gaugeRefusal,
  type GaugeState,
  type QmGaugeRow,
} from './model/gauge-states';
export { GaugeStateTag } from './ui/GaugeStateTag';
export { NextCalibration } from './ui/NextCalibration';
export { GaugeSelect, type GaugeSelectProps } from './ui/GaugeSelect';
