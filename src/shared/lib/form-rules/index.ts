export {
  CODE_PATTERN,
  codeText,
  optionalChoice,
  optionalNumber,
  optionalPattern,
  optionalText,
  requiredChoice,
  requiredNumber,
  requiredPattern,
  requiredText,
  weightRules,
} from './rules';
export { factEmpty, factRule, isMandatory, type FactInput } from './fact-rule';
export { exactBody, type Exact } from './exact-body';
export { lineValues, linesRule, type LineIssue } from './lines-rule';
