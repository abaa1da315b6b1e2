export { SupplierLotListPage } from './ui/SupplierLotListPage';
