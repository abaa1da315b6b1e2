export { BalanceListPage } from './ui/BalanceListPage';
