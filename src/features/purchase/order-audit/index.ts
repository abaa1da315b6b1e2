export { OrderAuditPage } from './ui/OrderAuditPage';
