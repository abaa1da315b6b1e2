export { DocApprovalPage } from './ui/DocApprovalPage';
