export {
  STANDARD_STATES,
  STANDARD_STATE_OPTIONS,
  versionText,
  type QmStandardDetail,
  type QmStandardRow,
  type StandardState,
} from './model/standard-states';
export { StandardStateTag } from './ui/StandardStateTag';
