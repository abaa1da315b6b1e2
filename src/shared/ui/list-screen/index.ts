export { defineListScreen, type ListScreenPage } from './define-list-screen';
export { buildRowActions } from './row-actions';
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
