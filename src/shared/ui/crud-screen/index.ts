export { defineCrudScreen, type CrudPage } from './define-crud-screen';
export { declaredForm } from './declared-form';
export { buildRowActions } from './row-actions';
export type {
  AnyResource,
  ConditionKey,
  CrudDetail,
  CrudField,
  CrudForm,
  CrudScreen,
  DetailOf,
  FormBody,
  FormValues,
  QueryOf,
  RowOf,
} from './crud-types';
export type { AddPanelProps, CallAction, ListScreenProps, PanelAction, RowActionSpec, RowPanelProps } from './types';
export { closeAndRefetch } from './types';
export { deleteWhen } from './delete-when';
export type { DeclaredColumn } from './screen-columns';
