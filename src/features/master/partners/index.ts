export { SupplierConfigPage } from './ui/SupplierConfigPage';
