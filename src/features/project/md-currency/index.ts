export { CurrencyListPage } from './ui/CurrencyListPage';
