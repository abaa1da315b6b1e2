export { MaterialSupplierListPage } from './ui/MaterialSupplierListPage';
