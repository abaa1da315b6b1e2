export {
  NGN_MIN_CLASSES,
  NOTIFY_CHANNELS,
  REW_DIMENSIONS,
  REW_METRICS,
  WARN_LEVELS,
  channelsText,
  materialsText,
  scopeText,
  type IanRuleRow,
  type NgnMinClass,
  type NgnRuleRow,
  type NotifyChannel,
  type RewDimension,
  type RewMetric,
  type RewRuleRow,
  type RuleMaterial,
  type WarnLevel,
} from './model/rule-labels';
export { rewRuleSentence, type RewRuleFacts } from './model/rew-sentence';
export { ChannelsCheck, type ChannelsCheckProps } from './ui/ChannelsCheck';
export { atLeastOne } from './model/at-least-one';
export { ruleScopeColumns, RULE_SCOPE_CONDITIONS } from './model/rule-scope';
