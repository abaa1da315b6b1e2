export { RecordFormModal, type RecordFormModalProps } from './RecordFormModal';
export { FormFields } from './FormFields';
export { EditFromDetail } from './EditFromDetail';
export type { FieldConfig, FieldConfigOf, FieldKind, FieldRender } from './field-config';
export { useRecordForm, type RecordFormState } from './use-record-form';
export { defineRecordForm, type DetailQuery, type RecordFormDeclaration, type RecordFormPanelProps } from './define-record-form';
