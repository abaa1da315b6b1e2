export { ReceiptListPage } from './ui/ReceiptListPage';
