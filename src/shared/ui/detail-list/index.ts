export { DetailList, AuditStamp, type DetailItem } from './DetailList';
