export { EswRuleListPage } from './ui/EswRuleListPage';
