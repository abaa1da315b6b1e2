export { SalesIssueListPage } from './ui/SalesIssueListPage';
