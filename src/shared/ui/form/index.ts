export { FormField } from './FormField';
export { LightField, type LightFieldState } from './LightField';
export { FormServerError } from './FormServerError';
export { applyServerError } from './apply-server-error';
export { TableCellField } from './TableCellField';
export { useSave } from './use-save';
export { DateTimeInput, type DateTimeInputProps } from './DateTimeInput';
