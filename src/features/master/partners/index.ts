export { CustomerListPage } from './ui/CustomerListPage';
export { SupplierListPage } from './ui/SupplierListPage';
export { SupplierConfigPage } from './ui/SupplierConfigPage';
