export { RecordFormModal, type RecordFormModalProps } from './RecordFormModal';
export { FormFields } from './FormFields';
export { NumberInput } from './NumberInput';
export { EditFromDetail } from './EditFromDetail';
export type { FieldConfig, FieldConfigOf, FieldKind, FieldRender, LinesConfig } from './field-config';
export { withShownFields } from './field-config';
export { useRecordForm, type RecordFormState } from './use-record-form';
export {
  defineRecordForm,
  type DetailRecordFormDeclaration,
  type RecordFormDeclaration,
  type RecordFormPanel,
  type RecordFormPanelProps,
} from './define-record-form';
export {
  defineForm,
  type DefinedForm,
  type FieldDeclaration,
  type FormBodyOf,
  type FormDeclaration,
  type FormValuesOf,
} from './define-form';
