export {
  CODE_PATTERN,
  codeText,
  optionalChoice,
  optionalNumber,
  optionalPattern,
  optionalText,
  requiredChoice,
  requiredText,
} from './rules';
