export { CustomerListPage } from './ui/CustomerListPage';
