export { MaterialSelector, ALL_GROUPS_ID, type MaterialSelectorProps, type MaterialRow } from './ui/MaterialSelector';
export { MaterialPickField, type MaterialPickFieldProps } from './ui/MaterialPickField';
