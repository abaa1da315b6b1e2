export { IanRuleListPage } from './ui/IanRuleListPage';
