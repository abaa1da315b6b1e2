export { PqcRuleListPage } from './ui/PqcRuleListPage';
