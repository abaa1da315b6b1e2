export { ApprovalListPage } from './ui/ApprovalListPage';
