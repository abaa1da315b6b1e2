export { FormField } from './FormField';
export { FormServerError } from './FormServerError';
export { applyServerError } from './apply-server-error';
