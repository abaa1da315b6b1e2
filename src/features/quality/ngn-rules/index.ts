export { NgnRuleListPage } from './ui/NgnRuleListPage';
