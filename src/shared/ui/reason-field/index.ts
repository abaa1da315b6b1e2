export { ReasonField, type ReasonFieldProps } from './ReasonField';
