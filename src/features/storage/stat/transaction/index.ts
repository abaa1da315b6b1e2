export { StatTransactionPage } from './ui/StatTransactionPage';
