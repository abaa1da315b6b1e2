export { EdwRulePage } from './ui/EdwRulePage';
