export {
  CODE_PATTERN,
  codeText,
  optionalChoice,
  optionalNumber,
  optionalPattern,
  optionalText,
  requiredChoice,
  requiredText,
  weightRules,
} from './rules';
