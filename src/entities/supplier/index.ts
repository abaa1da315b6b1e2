export { SupplierSelect, useEnabledSupplier, type SupplierSelectProps, type SupplierRow } from './ui/SupplierSelect';
export {
  SupplierScopeSelector,
  type SupplierScopeSelectorProps,
  type SupplierScopeRow,
} from './ui/SupplierScopeSelector';
export { SupplierMultiSelect, type SupplierMultiSelectProps } from './ui/SupplierMultiSelect';
