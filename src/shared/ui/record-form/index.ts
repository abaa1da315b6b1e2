export { RecordFormModal, type RecordFormModalProps } from './RecordFormModal';
export { FormFields } from './FormFields';
export type { FieldConfig, FieldKind } from './field-config';
