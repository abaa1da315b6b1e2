export { SupplierSelect, type SupplierSelectProps } from './ui/SupplierSelect';
