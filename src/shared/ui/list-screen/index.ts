export { defineListScreen, type ListScreenPage } from './define-list-screen';
export type {
  CallAction,
  ListScreenDeclaration,
  ListScreenProps,
  ListSource,
  OperationRef,
  PanelAction,
  RowActionSpec,
  RowPanelProps,
  ScreenContext,
} from './types';
