export { MfgIssueListPage } from './ui/MfgIssueListPage';
