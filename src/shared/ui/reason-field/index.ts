export { ReasonField, type ReasonFieldProps } from './ReasonField';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
