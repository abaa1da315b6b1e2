export {
  SEVERITY_LOOKS,
  switchingText,
  switchingProgress,
  changeText,
  type QmSwitchingRow,
  type QmSwitchingDetail,
} from './model/switching-looks';
export { useSwitchingOf } from './model/use-switching-of';
export { SwitchingTag } from './ui/SwitchingTag';
export { SwitchingPanel, SwitchingDetailView } from './ui/SwitchingPanel';
