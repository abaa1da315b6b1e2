export { declaredForm, defineCrudScreen, type CrudPage } from './define-crud-screen';
export { defineListScreen, type ListScreenPage } from './define-list-screen';
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
export type {
  AddPanelProps,
  EditAction,
  CallAction,
  LinkAction,
  ListScreenDeclaration,
  ListScreenProps,
  ScreenSource,
  PanelAction,
  RowActionSpec,
  RowPanelProps,
  ScreenContext,
} from './types';
