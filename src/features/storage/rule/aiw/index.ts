export { AiwRulePage } from './ui/AiwRulePage';
