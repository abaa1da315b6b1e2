export { IbwRulePage } from './ui/IbwRulePage';
