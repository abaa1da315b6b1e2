export { PidTreeSelect, type PidTreeSelectProps } from './PidTreeSelect';
