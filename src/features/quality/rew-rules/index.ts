export { RewRuleListPage } from './ui/RewRuleListPage';
