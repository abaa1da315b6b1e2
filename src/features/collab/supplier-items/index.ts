export { SupplierItemListPage } from './ui/SupplierItemListPage';
