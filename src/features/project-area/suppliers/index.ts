export { SupplierListPage } from './ui/SupplierListPage';
